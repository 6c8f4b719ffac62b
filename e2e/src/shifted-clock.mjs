// Loaded with `node --import` into a server started by startServer(kind, { shiftableClock: true }):
// the server's clock (Date.now() and `new Date()`) runs ahead by the number of milliseconds written
// in E2E_CLOCK_FILE, read again on SIGUSR2. It lets a test watch a 15-minute session timeout pass
// in a second, with the server's own code and no test-only path in it.
import { readFileSync, writeFileSync } from 'node:fs';

const RealDate = Date;
let offset = 0;

function ShiftedDate(...args) {
  if (!new.target) return new RealDate(RealDate.now() + offset).toString();
  return args.length === 0 ? new RealDate(RealDate.now() + offset) : new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => RealDate.now() + offset;
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;
globalThis.Date = ShiftedDate;

process.on('SIGUSR2', () => {
  offset = Number(readFileSync(process.env.E2E_CLOCK_FILE, 'utf8')) || 0;
  writeFileSync(`${process.env.E2E_CLOCK_FILE}.ack`, String(offset));
});
