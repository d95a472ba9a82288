const panel = document.getElementById('panel')
const big = document.getElementById('big')
const small = document.getElementById('small')
const ROUNDS = 5
let state = 'idle'
let timer = 0
let shownAt = 0
let times = []

function show(cls, title, line) {
  panel.className = cls
  big.textContent = title
  small.textContent = line
}

function arm() {
  state = 'wait'
  show('wait', 'Wait for green…', 'Round ' + (times.length + 1) + ' of ' + ROUNDS)
  timer = setTimeout(
    () => {
      state = 'go'
      shownAt = performance.now()
      show('go', 'Click!', '')
    },
    1000 + Math.random() * 2500
  )
}

function press() {
  if (state === 'idle' || state === 'done') {
    if (state === 'done') times = []
    arm()
  } else if (state === 'wait') {
    clearTimeout(timer)
    state = 'idle'
    show('', 'Too soon!', 'Click to try this round again.')
  } else if (state === 'go') {
    const ms = Math.round(performance.now() - shownAt)
    times.push(ms)
    if (times.length === ROUNDS) {
      const avg = Math.round(times.reduce((a, b) => a + b, 0) / ROUNDS)
      state = 'done'
      show('', avg + ' ms average', times.join(' · ') + ' ms. Click to play again.')
    } else {
      state = 'idle'
      show('', ms + ' ms', 'Click for round ' + (times.length + 1) + '.')
    }
  }
}

panel.addEventListener('pointerdown', press)
document.addEventListener('keydown', (e) => {
  if (e.key === ' ' || e.key === 'Enter') {
    e.preventDefault()
    press()
  }
})
