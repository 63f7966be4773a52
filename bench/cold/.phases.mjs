const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const t0 = cpu();
const core = await import('ratebook');
const t1 = cpu();
const data = await import('ratebook/data');
const t2 = cpu();
core.convert(data.defaultDataset, { from: 'EUR', to: 'JPY', amount: '100.50' });
const t3 = cpu();
process.stdout.write(JSON.stringify({ start: t0, core: t1 - t0, data: t2 - t1, convert: t3 - t2 }));
