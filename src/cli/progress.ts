/** A one-line progress display on stderr: redrawn in place on a terminal, a line every few seconds otherwise. */
export function progressPrinter(prefix: string): { update(text: string): void; done(text: string): void } {
  const tty = process.stderr.isTTY;
  let last = 0;
  return {
    update(text) {
      const now = Date.now();
      if (tty) {
        if (now - last < 100) return;
        process.stderr.write(`\r\x1b[K${prefix} ${text}`);
      } else {
        if (now - last < 5000) return;
        process.stderr.write(`${prefix} ${text}\n`);
      }
      last = now;
    },
    done(text) {
      process.stderr.write(`${tty ? '\r\x1b[K' : ''}${prefix} ${text}\n`);
    },
  };
}
