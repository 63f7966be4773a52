import type { CryptoMeta } from '../../types.js';

/** A CoinGecko coin id's asset code and metadata. */
export interface CoinInfo extends Partial<Omit<CryptoMeta, 'type'>> {
  /** Upper-case asset code (`BTC`). */
  readonly code: string;
}

const coin = (code: string, name: string, exponent: number, symbol = code): CoinInfo => ({ code, name, symbol, exponent });

/**
 * Well-known CoinGecko coin ids: the code each prices and its metadata (exponent = decimals of the
 * native chain, or of the Ethereum ERC-20 for tokens). A caller's `coins` option and the metadata
 * catalog win over this table; it only saves passing a map for the common assets.
 */
export const KNOWN_COINS: Readonly<Record<string, CoinInfo>> = {
  '1inch': coin('1INCH', '1inch', 18),
  aave: coin('AAVE', 'Aave', 18),
  algorand: coin('ALGO', 'Algorand', 6),
  aptos: coin('APT', 'Aptos', 8),
  'avalanche-2': coin('AVAX', 'Avalanche', 18),
  binancecoin: coin('BNB', 'BNB', 18),
  bitcoin: coin('BTC', 'Bitcoin', 8, '₿'),
  'bitcoin-cash': coin('BCH', 'Bitcoin Cash', 8),
  cardano: coin('ADA', 'Cardano', 6),
  chainlink: coin('LINK', 'Chainlink', 18),
  cosmos: coin('ATOM', 'Cosmos', 6),
  dai: coin('DAI', 'Dai', 18),
  dogecoin: coin('DOGE', 'Dogecoin', 8),
  ethereum: coin('ETH', 'Ethereum', 18, 'Ξ'),
  'ethereum-classic': coin('ETC', 'Ethereum Classic', 18),
  filecoin: coin('FIL', 'Filecoin', 18),
  'hedera-hashgraph': coin('HBAR', 'Hedera', 8),
  'internet-computer': coin('ICP', 'Internet Computer', 8),
  litecoin: coin('LTC', 'Litecoin', 8),
  monero: coin('XMR', 'Monero', 12),
  near: coin('NEAR', 'NEAR Protocol', 24),
  polkadot: coin('DOT', 'Polkadot', 10),
  ripple: coin('XRP', 'XRP', 6),
  'shiba-inu': coin('SHIB', 'Shiba Inu', 18),
  solana: coin('SOL', 'Solana', 9),
  stellar: coin('XLM', 'Stellar', 7),
  sui: coin('SUI', 'Sui', 9),
  tether: coin('USDT', 'Tether', 6),
  tezos: coin('XTZ', 'Tezos', 6),
  'the-open-network': coin('TON', 'Toncoin', 9),
  tron: coin('TRX', 'TRON', 6),
  uniswap: coin('UNI', 'Uniswap', 18),
  'usd-coin': coin('USDC', 'USD Coin', 6),
  'wrapped-bitcoin': coin('WBTC', 'Wrapped Bitcoin', 8),
};

/** The entry of the table above for an asset code, for feeds that name assets by code (fawazahmed0, OXR). */
export function knownAsset(code: string): CoinInfo | undefined {
  for (const id in KNOWN_COINS) if (KNOWN_COINS[id]!.code === code) return KNOWN_COINS[id];
  return undefined;
}
