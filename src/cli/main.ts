import { runCli } from './runCli.js';

// The program: everything is in runCli, so tests run it in-process with their own streams.
void runCli(process.argv.slice(2), { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) }).then((code) => {
  process.exitCode = code;
});
