import { runCli } from './runCli.js';

// A reader that stops early (`ratebook rates --csv | head`) closes the pipe: the answer was cut
// short on purpose, so the program ends quietly instead of dying on an unhandled EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

// The program: everything is in runCli, so tests run it in-process with their own streams.
void runCli(process.argv.slice(2), { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) }).then((code) => {
  process.exitCode = code;
});
