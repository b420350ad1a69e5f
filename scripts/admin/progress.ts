// Progress on stderr while a long call runs: a spinner on a terminal, dots otherwise (CI logs).
const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export async function withProgress<T>(label: string, work: () => Promise<T>): Promise<T> {
  const tty = process.stderr.isTTY;
  const started = Date.now();
  let frame = 0;
  process.stderr.write(tty ? `${FRAMES[0]} ${label}` : `${label} `);
  const timer = setInterval(
    () => {
      frame += 1;
      process.stderr.write(tty ? `\r${FRAMES[frame % FRAMES.length]} ${label}` : '.');
    },
    tty ? 100 : 1000,
  );
  try {
    return await work();
  } finally {
    clearInterval(timer);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stderr.write(tty ? `\r${label} (${seconds} s)\n` : ` (${seconds} s)\n`);
  }
}
