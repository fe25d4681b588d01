import { setPasswordHashOptions, TEST_ARGON2_OPTIONS } from '../src/lib/passwords.js';

// Every file of the API suite hashes passwords with cheap argon2 parameters (0.3 ms, not 12 ms,
// a hash): the suite registers hundreds of accounts. The tests of the stored parameters switch
// back to the production ones (auth.test.ts, startup.test.ts); server processes use those always.
setPasswordHashOptions(TEST_ARGON2_OPTIONS);
