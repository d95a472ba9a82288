const board = document.getElementById('board')
const movesText = document.getElementById('moves')
let tiles = []
let moves = 0

const solved = () => tiles.every((t, i) => t === (i + 1) % 16)
const neighbours = (i) =>
  [i - 4, i + 4, i % 4 ? i - 1 : -1, i % 4 === 3 ? -1 : i + 1].filter((j) => j >= 0 && j < 16)

function slide(i) {
  const gap = tiles.indexOf(0)
  if (!neighbours(gap).includes(i)) return false
  tiles[gap] = tiles[i]
  tiles[i] = 0
  return true
}

function draw() {
  board.replaceChildren(
    ...tiles.map((t, i) => {
      const b = document.createElement('button')
      b.type = 'button'
      b.textContent = t || ''
      if (!t) b.className = 'gap'
      b.addEventListener('click', () => play(i))
      return b
    })
  )
  movesText.textContent = solved() && moves ? 'Solved in ' + moves + ' moves!' : moves + ' moves'
}

function play(i) {
  if (solved() && moves) return
  if (slide(i)) {
    moves++
    draw()
  }
}

function shuffle() {
  tiles = Array.from({ length: 16 }, (_, i) => (i + 1) % 16)
  // Only legal moves from the solved board: every shuffle can be solved.
  for (let n = 0; n < 300; n++) {
    const options = neighbours(tiles.indexOf(0))
    slide(options[Math.floor(Math.random() * options.length)])
  }
  moves = 0
  draw()
}

document.addEventListener('keydown', (e) => {
  const gap = tiles.indexOf(0)
  const from = {
    ArrowUp: gap + 4,
    ArrowDown: gap - 4,
    ArrowLeft: gap + 1,
    ArrowRight: gap - 1
  }[e.key]
  if (from === undefined) return
  e.preventDefault()
  if (
    (e.key === 'ArrowLeft' || e.key === 'ArrowRight') &&
    Math.floor(from / 4) !== Math.floor(gap / 4)
  )
    return
  if (from >= 0 && from < 16) play(from)
})
document.getElementById('shuffle').addEventListener('click', shuffle)
shuffle()
