/**
 * The V8 flags the server runs with: `pnpm start` (package.json's `start` script, which a test
 * keeps in step with this list) and the bench's servers.
 *
 * `--max-semi-space-size=64` (MB; V8's default here is 16): a long survey's save allocates a few
 * hundred KB that stay alive across its awaits (the scores, their ~52 KB of JSON text, the packed
 * copy, the answer), and with 50 saves in flight each young-generation collection copied most
 * of them to the old generation. With larger semi-spaces they die young. Measured on
 * 2026-11-26 with `pnpm bench` (`BENCH_ONLY=POST`, three alternating pairs on a machine shared
 * with other work): the app's CPU per POST 5.2–6.9 ms → 4.4 ms. The young generation only grows
 * to this size under such load.
 */
export const SERVER_V8_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
