import { describeRouteFuzzing } from './fuzz-routes.js';

// the rows of the route table whose index is 0 modulo 2 (fuzz-routes.ts)
describeRouteFuzzing(0, 2);
