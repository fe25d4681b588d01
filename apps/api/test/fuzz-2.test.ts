import { describeRouteFuzzing } from './fuzz-routes.js';

// the rows of the route table whose index is 1 modulo 2 (fuzz-routes.ts)
describeRouteFuzzing(1, 2);
