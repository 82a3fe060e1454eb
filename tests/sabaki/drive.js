// Drives tengen through @sabaki/gtp the way Sabaki does, and checks what
// Sabaki would make of the answers.
//
// Usage: node tests/sabaki/drive.js <path to tengen> [engine args...]
//
// The session: Sabaki's startup burst (name, version, protocol_version,
// list_commands written at once); a sync with the ControllerStateTracker
// (komi before boardsize, then the moves), a second sync that shares a
// prefix (undo + play); `lz-analyze B 50`, stopped the way Sabaki stops
// analysis (a `protocol_version` written while the engine is busy); the
// command Sabaki would pick for analysis (kata-analyze with ownership)
// stopped the same way; then the genmove command Sabaki would pick
// (genmove_analyze B 50) with the move taken from its `play` line.
//
// Bars (from issue #5): at least 5 analysis lines a second, the stream
// stops within 100 ms of the interrupting command (median of the
// analysis sessions), and the best move's winrate in the stream agrees
// with the genmove that follows. The figures are printed either way.

'use strict'

const assert = require('assert')
const {Controller, ControllerStateTracker} = require('@sabaki/gtp')

const [binary, ...extraArgs] = process.argv.slice(2)
if (!binary) {
  console.error('usage: node drive.js <tengen> [args...]')
  process.exit(2)
}

const ANALYSIS_MS = 3000
const MIN_LINES_PER_SECOND = 5
const MAX_STOP_MS = 100
const WINRATE_TOLERANCE = 15 // percentage points

// Sabaki's preference orders (the first command the engine lists wins).
const ANALYZE_COMMANDS = ['analyze', 'kata-analyze', 'lz-analyze']
const GENMOVE_COMMANDS = [
  'genmove_analyze',
  'kata-genmove_analyze',
  'lz-genmove_analyze'
]

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))

// Sabaki's reading of one analysis line: split on `info`; a segment is
// kept only if it ends with its pv (moves to the end of the segment);
// the fields before the pv are `key value` pairs; it needs a move that
// is not a pass and a winrate. Integers are hundredths of a percent for
// `analyze`/`lz-analyze`; KataGo's values are floats (any value with a
// `.` is a float). A trailing `ownership …` is split off first, as
// Sabaki does when it asks for ownership.
function parseAnalysis(line, kata) {
  let [body, ownership] = line.split(/\s+ownership\s+/)
  let segments = body
    .split(/\s*info\s+/)
    .slice(1)
    .map(x => x.trim())
  let variations = []
  for (let segment of segments) {
    let pvMatch = segment.match(/(pass|[A-Za-z]\d+)(\s+(pass|[A-Za-z]\d+))*\s*$/)
    if (pvMatch == null) throw new Error(`segment without a pv: ${segment}`)
    let fields = {}
    for (let pair of segment.slice(0, pvMatch.index).match(/[a-zA-Z]+\s+[^\s]+/g) || []) {
      let [key, value] = pair.split(/\s+/)
      fields[key] = value
    }
    let pv = pvMatch[0].trim().split(/\s+/)
    if (fields.move == null || fields.winrate == null) {
      throw new Error(`segment without move or winrate: ${segment}`)
    }
    if (fields.move === 'pass') continue
    assert.strictEqual(pv[0], fields.move, `the pv starts with the move: ${segment}`)
    for (let key of ['winrate', 'prior', 'lcb']) {
      if (fields[key] == null) throw new Error(`no ${key}: ${segment}`)
      if (kata) {
        assert(fields[key].includes('.'), `kata ${key} without '.': ${segment}`)
      } else {
        assert(/^-?\d+$/.test(fields[key]), `lz ${key} not an integer: ${segment}`)
      }
    }
    if (kata) assert(fields.scoreLead != null, `no scoreLead: ${segment}`)
    let winrate = kata ? +fields.winrate * 100 : +fields.winrate / 100
    assert(winrate >= 0 && winrate <= 100, `winrate out of range: ${segment}`)
    variations.push({
      move: fields.move,
      visits: +fields.visits,
      winrate,
      scoreLead: fields.scoreLead != null ? +fields.scoreLead : null,
      pv
    })
  }
  assert(variations.length > 0, `no usable segment in: ${line}`)
  assert(!line.includes('  '), `double space in: ${line}`)
  if (ownership != null) {
    let values = ownership.trim().split(/\s+/).map(Number)
    assert(values.every(v => v >= -1 && v <= 1), 'ownership out of [-1, 1]')
    return {variations, ownership: values}
  }
  return {variations, ownership: null}
}

// Runs one analysis command for `ms`, then stops it as Sabaki does.
async function analyze(tracker, controller, name, args, kata) {
  let lines = []
  let headerAt = null
  let endAt = null
  let response = tracker.queueCommand({name, args}, ({line, end}) => {
    let now = process.hrtime.bigint()
    if (end) endAt = now
    else if (line.startsWith('=')) headerAt = now
    else if (line.startsWith('info ')) lines.push({at: now, line})
  })
  await sleep(ANALYSIS_MS)
  assert(controller.busy, `${name} ended by itself`)
  // Sabaki's sendAbort: protocol_version while the controller is busy.
  let abortAt = process.hrtime.bigint()
  let abort = controller.sendCommand({name: 'protocol_version'})
  let res = await response
  assert(!res.error, `${name} failed: ${res.content}`)
  let abortRes = await abort
  assert.strictEqual(abortRes.content, '2')
  assert(headerAt != null, `${name}: no header`)
  let ms = x => Number(x) / 1e6
  let windowMs = ms(abortAt - headerAt)
  let parsed = lines.map(l => parseAnalysis(l.line, kata))
  return {
    name: `${name} ${args.join(' ')}`,
    lines: lines.length,
    windowMs,
    linesPerSecond: lines.length / (windowMs / 1000),
    stopMs: ms(endAt - abortAt),
    last: parsed[parsed.length - 1],
    parsed
  }
}

async function main() {
  let controller = new Controller(binary, ['--threads', '1', '--time', '1', ...extraArgs])
  let tracker = new ControllerStateTracker(controller)
  let sent = []
  controller.on('command-sent', ({command}) => sent.push(command.name))
  controller.start()

  // Startup burst, all written at once.
  let [name, version, protocol, list] = await Promise.all(
    ['name', 'version', 'protocol_version', 'list_commands'].map(n =>
      controller.sendCommand({name: n})
    )
  )
  assert.strictEqual(name.content, 'Tengen')
  assert(/^\d+\.\d+$/.test(version.content), `version ${version.content}`)
  assert.strictEqual(protocol.content, '2')
  let commands = list.content.split('\n').map(x => x.trim())
  let analyzeCommand = ANALYZE_COMMANDS.find(x => commands.includes(x))
  let genmoveCommand = GENMOVE_COMMANDS.find(x => commands.includes(x))
  assert(commands.includes('lz-analyze'), 'lz-analyze not listed')
  assert(analyzeCommand != null && genmoveCommand != null, 'analysis not listed')

  // A position Black clearly leads: Black in the centre, White in the
  // corners, Black to move; komi 0 as Sabaki's default.
  let play = (c, v) => ({name: 'play', args: [c, v]})
  let first = [play('B', 'E5'), play('W', 'A1'), play('B', 'C3'), play('W', 'J9'), play('B', 'H8')]
  await tracker.sync({komi: 0, boardsize: [9, 9], history: first})
  let firstSync = sent.slice(sent.indexOf('list_commands') + 1)
  assert.deepStrictEqual(firstSync.slice(0, 3), ['komi', 'boardsize', 'clear_board'])
  // Take back H8 and play elsewhere: undo + play.
  let history = [...first.slice(0, 4), play('B', 'G7'), play('W', 'A9'), play('B', 'C7'), play('W', 'J1')]
  let before = sent.length
  await tracker.sync({komi: 0, boardsize: [9, 9], history})
  assert.deepStrictEqual(sent.slice(before, before + 2), ['undo', 'play'])
  assert.strictEqual(tracker.state.history.length, history.length)

  let sessions = []
  sessions.push(await analyze(tracker, controller, 'lz-analyze', ['B', '50'], false))
  let kataArgs = ['B', '50', 'ownership', 'true']
  sessions.push(await analyze(tracker, controller, 'kata-analyze', kataArgs, true))
  sessions.push(await analyze(tracker, controller, 'lz-analyze', ['B', '50'], false))

  // Sabaki syncs before the move (nothing changed), then asks for it.
  await tracker.sync({komi: 0, boardsize: [9, 9], history})
  let genLines = []
  let playLine = null
  let res = await tracker.queueCommand(
    {name: genmoveCommand, args: ['B', '50']},
    ({line}) => {
      if (line.startsWith('info ')) genLines.push(line)
      if (line.startsWith('play ')) playLine = line.slice('play '.length).trim()
    }
  )
  assert(!res.error, `${genmoveCommand} failed`)
  assert(playLine != null, `${genmoveCommand}: no play line`)
  assert(genLines.length > 0, `${genmoveCommand}: no info lines`)
  let kataGenmove = genmoveCommand.includes('kata')
  let genBest = parseAnalysis(genLines[genLines.length - 1], kataGenmove).variations[0]
  let last = tracker.state.history[tracker.state.history.length - 1]
  assert.strictEqual(last.args[0], 'B')
  let color = await controller.sendCommand({name: 'color', args: [playLine]})
  assert.strictEqual(color.content, 'black', `the move ${playLine} was not played`)

  // The figures.
  for (let s of sessions) {
    let best = s.last.variations[0]
    console.log(
      `${s.name}: ${s.lines} lines in ${s.windowMs.toFixed(0)} ms ` +
        `(${s.linesPerSecond.toFixed(2)}/s), stopped ${s.stopMs.toFixed(1)} ms ` +
        `after protocol_version; best ${best.move} ${best.winrate.toFixed(1)}% ` +
        `(${best.visits} visits)`
    )
  }
  console.log(
    `${genmoveCommand} B 50: ${genLines.length} lines, played ${playLine}; ` +
      `best ${genBest.move} ${genBest.winrate.toFixed(1)}% (${genBest.visits} visits)`
  )

  // The bars.
  for (let s of sessions) {
    let expected = Math.floor((MIN_LINES_PER_SECOND * s.windowMs) / 1000) - 1
    assert(
      s.lines >= expected,
      `${s.name}: ${s.lines} lines in ${s.windowMs.toFixed(0)} ms, fewer than ${MIN_LINES_PER_SECOND}/s`
    )
  }
  let stops = sessions.map(s => s.stopMs).sort((a, b) => a - b)
  let medianStop = stops[Math.floor(stops.length / 2)]
  assert(medianStop <= MAX_STOP_MS, `median stop ${medianStop.toFixed(1)} ms > ${MAX_STOP_MS} ms`)
  let streamBest = sessions[sessions.length - 1].last.variations[0]
  assert(streamBest.winrate > 50 && genBest.winrate > 50, 'Black should lead')
  assert(
    Math.abs(streamBest.winrate - genBest.winrate) <= WINRATE_TOLERANCE,
    `stream ${streamBest.winrate}% vs genmove ${genBest.winrate}%`
  )
  let kata = sessions.find(s => s.name.startsWith('kata'))
  assert(kata.last.ownership != null && kata.last.ownership.length === 81, 'kata ownership')

  await controller.stop()
  console.log('sabaki drive: all checks passed')
}

let timer = setTimeout(() => {
  console.error('sabaki drive: timed out')
  process.exit(1)
}, 120000)

main().then(
  () => {
    clearTimeout(timer)
    process.exit(0)
  },
  err => {
    console.error(`sabaki drive: FAILED: ${err.stack || err}`)
    process.exit(1)
  }
)
