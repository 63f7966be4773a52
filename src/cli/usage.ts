/** The help text of the `ratebook` program. */
export const USAGE = `ratebook — currency exchange rates from an embedded dataset, exact and offline

Usage:
  ratebook rates [--base CODE]                 fiat rates against a base (default USD)
  ratebook convert <amount> <from> <to>        convert between fiat currencies
  ratebook currencies [--locale TAG]           names and symbols (default en)
  ratebook history <YYYY-MM-DD> [--base CODE]  fiat rates as quoted on a past date
  ratebook crypto rates [--base CODE]          assets against a fiat or crypto base
  ratebook crypto convert <amount> <from> <to> convert with at least one asset
  ratebook crypto currencies                   asset names, symbols, exponents
  ratebook serve [--port N] [--host H] [--key live_...]
                                               serve the HTTP API on node:http; with --data,
                                               SIGHUP reloads the file
  ratebook import <format> <file>... --out <dataset.json> [--date YYYY-MM-DD]
                                               build a dataset from feeds: ecb-xml, ecb-csv
                                               (CSV or zip), oxr, fawazahmed0, coingecko; write
                                               <format>:<file> to merge another format's file

Options:
  --data <file>   use this dataset file instead of the embedded one
  --table         print an aligned table instead of JSON
  -h, --help      this text
  -v, --version   the version

Errors go to stderr as "ratebook: <code>: <message>" with exit code 1.`;
