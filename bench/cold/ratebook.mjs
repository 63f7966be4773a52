// Child of coldStart.mjs: a fresh process that imports ratebook and its data and answers one conversion.
import { convert } from 'ratebook';
import { defaultDataset } from 'ratebook/data';

const { result } = convert(defaultDataset, { from: 'EUR', to: 'JPY', amount: '100.50' });
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
process.stdout.write(JSON.stringify({ result, answeredAtMs: performance.now(), cpuMs: cpuMs(), maxRssKb: process.resourceUsage().maxRSS }));
