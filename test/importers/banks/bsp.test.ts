import { describe, expect, it } from 'vitest';
import { bankText } from './recorded.js';

// Bangko Sentral ng Pilipinas: the recorded answer (bsp/bsp-1.json, the SharePoint list "RERB" of the
// BSP's site) is no table of rates but the list of the daily reference-rate bulletins as PDF
// attachments. ratebook reads no PDF, so the BSP has no importer nor live source; this test holds
// the claim, so that a new recording with rates in it is noticed.
describe('bsp/bsp-1.json', () => {
  const doc = JSON.parse(bankText('bsp/bsp-1.json')) as { d: { results: { Title: string; AttachmentFiles: { results: { FileName: string }[] } }[] } };

  it('lists 100 bulletins, each one PDF named after its day, and no rate', () => {
    const items = doc.d.results;
    expect(items).toHaveLength(100);
    const files = items.flatMap((item) => item.AttachmentFiles.results.map((file) => file.FileName));
    expect(files.every((name) => /^\d{2}[A-Z][a-z]{2}\d{4}\.pdf$/.test(name))).toBe(true);
    expect(items.map((item) => item.Title).slice(0, 2)).toEqual(['01Jun2026', '29May2026']);
    // No field of any item holds a number that could be a rate: only ids, titles and addresses.
    const keys = new Set(items.flatMap((item) => Object.keys(item)));
    expect([...keys].sort()).toEqual(['AttachmentFiles', 'ID', 'Id', 'Title', '__metadata']);
  });
});
