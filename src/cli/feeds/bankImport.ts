import { fail, quote } from '../../errors.js';
import { rethrowIn } from '../../importers/invalidFeed.js';
import type { NamedFeed } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions, ImportResult } from '../../importers/types.js';
import { combineImports } from './combineImports.js';

/** How `ratebook import <bank> FILE...` reads its files. */
export type BankImport = (inputs: readonly NamedFeed[], options: ImportOptions) => Promise<ImportResult>;

/**
 * An importer that takes one document at a time (BoE, RBA, ...): each file alone, then one series.
 *
 * @param read - The bank's importer of one document.
 * @returns The CLI's reader of the files.
 * @example
 * eachFile(async (bytes, options) => importRba(bytes, options))
 */
export function eachFile(read: (bytes: Uint8Array, options: ImportOptions) => Promise<ImportResult>): BankImport {
  return async (inputs, options) => {
    const results: ImportResult[] = [];
    for (const input of inputs) {
      try {
        results.push(await read(input.bytes, options));
      } catch (error) {
        rethrowIn(error, input.name);
      }
    }
    return combineImports(results, options);
  };
}

/**
 * An importer that reads several documents together (NBP's tables A and B, CBR's dynamics): all files at once, by name.
 *
 * @param read - The bank's importer of a list of `{ name, bytes }`.
 * @returns The CLI's reader of the files.
 * @example
 * allFiles(async (inputs, options) => importNbp(inputs, options))
 */
export function allFiles(read: (inputs: readonly NamedFeed[], options: ImportOptions) => Promise<ImportResult>): BankImport {
  return (inputs, options) => read(inputs, options);
}

/**
 * FRED's answers, whose series the file name must carry (`DEXJPUS.json`), as FRED's answer does not name it.
 *
 * @example
 * fredFiles([{ name: 'DEXUSEU.json', bytes }]) // [{ seriesId: 'DEXUSEU', body: bytes }]
 */
export function fredFiles(inputs: readonly NamedFeed[]): { seriesId: string; body: Uint8Array }[] {
  return inputs.map((input) => {
    const seriesId = /DEX[A-Z]{4}/i.exec(input.name.split(/[\\/]/).pop() ?? '')?.[0]?.toUpperCase();
    if (seriesId === undefined)
      fail('invalid_parameter', `FRED's answer does not name its series: name the file after it (DEXUSEU.json), got ${quote(input.name)}.`, 'file');
    return { seriesId, body: input.bytes };
  });
}
