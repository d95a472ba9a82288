const SYMBOLS = ['☀', '☂', '★', '♞', '♫', '⚓', '✿', '☕']
const grid = document.getElementById('grid')
const turnsText = document.getElementById('turns')
let cards = []
let open = []
let turns = 0
let busy = false

function deal() {
  const deck = [...SYMBOLS, ...SYMBOLS]
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[deck[i], deck[j]] = [deck[j], deck[i]]
  }
  cards = deck.map((symbol) => ({ symbol, up: false, done: false }))
  open = []
  turns = 0
  draw()
}

function draw() {
  grid.replaceChildren(
    ...cards.map((card, i) => {
      const b = document.createElement('button')
      b.type = 'button'
      b.textContent = card.up || card.done ? card.symbol : ''
      b.setAttribute('aria-label', card.up || card.done ? card.symbol : 'Hidden card')
      b.className = card.done ? 'done' : card.up ? 'up' : ''
      b.addEventListener('click', () => turn(i))
      return b
    })
  )
  const left = cards.filter((c) => !c.done).length
  turnsText.textContent = left ? turns + ' turns' : 'All pairs in ' + turns + ' turns!'
}

function turn(i) {
  const card = cards[i]
  if (busy || card.up || card.done) return
  card.up = true
  open.push(card)
  if (open.length === 2) {
    turns++
    const [a, b] = open
    open = []
    if (a.symbol === b.symbol) {
      a.done = b.done = true
    } else {
      busy = true
      setTimeout(() => {
        a.up = b.up = false
        busy = false
        draw()
      }, 800)
    }
  }
  draw()
}

document.getElementById('again').addEventListener('click', deal)
deal()
