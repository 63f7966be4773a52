import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASH_CHANGES } from '../../src/registry/cashChanges.js';
import { CASH_CHANGE_SOURCES } from '../../src/registry/citations/cashChanges.js';
import { CITED_CASH_CHANGES, CITED_REGISTRY, WITHDRAWAL_SOURCES } from '../../src/registry/citations/citedRegistry.js';
import { REDENOMINATION_SOURCES } from '../../src/registry/citations/recentChanges.js';
import { REGISTRY } from '../../src/registry/registryData.js';

// The registry's facts and their citations are two tables (the citations stay out of every bundle
// of the package); these tests hold them to each other: every fact has its source, and every
// citation names a fact of the table.

describe('citations', () => {
  it('cite every withdrawal and every redenomination of the registry, and nothing else', () => {
    const withdrawals = REGISTRY.filter((e) => e.withdrawal !== undefined).map((e) => e.code);
    expect(Object.keys(WITHDRAWAL_SOURCES).sort()).toEqual(withdrawals);
    const steps = REGISTRY.flatMap((e) => (e.redenominations ?? []).map((s) => `${e.code} ${s.date}`));
    expect(Object.keys(REDENOMINATION_SOURCES).sort()).toEqual(steps.sort());
    for (const e of CITED_REGISTRY) {
      if (e.withdrawal) expect(e.withdrawal.source.length, e.code).toBeGreaterThan(20);
      for (const s of e.redenominations ?? []) expect(s.source.length, `${e.code} ${s.date}`).toBeGreaterThan(20);
    }
  });

  it('cite every dated change of cash increment, and nothing else', () => {
    const changes = Object.entries(CASH_CHANGES).flatMap(([code, list]) => list.map((c) => `${code} ${c.on}`));
    expect(Object.keys(CASH_CHANGE_SOURCES).sort()).toEqual(changes.sort());
    for (const [code, list] of Object.entries(CITED_CASH_CHANGES)) for (const c of list) expect(c.source.length, `${code} ${c.on}`).toBeGreaterThan(20);
  });

  it('keep the facts table free of sources: the cited view adds them, changing no fact', () => {
    expect(CITED_REGISTRY.map(({ withdrawal, redenominations, ...e }) => e)).toEqual(REGISTRY.map(({ withdrawal, redenominations, ...e }) => e));
    for (const [i, e] of REGISTRY.entries()) {
      expect(e.withdrawal && 'source' in e.withdrawal, e.code).toBeFalsy();
      if (e.withdrawal) expect(CITED_REGISTRY[i]!.withdrawal).toEqual({ ...e.withdrawal, source: WITHDRAWAL_SOURCES[e.code] });
    }
  });

  it('are imported by no module of src/ outside src/registry/citations/', () => {
    const files = (readdirSync(new URL('../../src/', import.meta.url), { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('registry/citations/'),
    );
    for (const f of files) expect(readFileSync(new URL(`../../src/${f}`, import.meta.url), 'utf8'), f).not.toMatch(/from '[^']*\/citations\//);
  });
});
