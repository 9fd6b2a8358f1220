import { main } from '@realty/service-kit';
import { loadEnv } from './env.ts';
import { startRental } from './server.ts';

main(() => startRental(loadEnv()));
