// Child of coldStart.mjs: Node's part of ratebook's cold start. The same program as ../ratebook.mjs,
// importing two empty modules through a package's export entries shaped as ratebook's: the ES module
// loader, the resolution of the two entries (self-reference, as ../ratebook.mjs resolves ratebook's)
// and three module files, with none of ratebook's code or data.
import { convert } from 'ratebook-cold-floor';
import { defaultDataset } from 'ratebook-cold-floor/data';

const { result } = convert(defaultDataset, { from: 'EUR', to: 'JPY', amount: '100.50' });
const usage = process.cpuUsage();
const cpuMs = (usage.user + usage.system) / 1000;
process.stdout.write(JSON.stringify({ result, answeredAtMs: performance.now(), cpuMs, maxRssKb: process.resourceUsage().maxRSS }));
