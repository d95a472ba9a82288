// Your own script, loaded on every page (deferred).
