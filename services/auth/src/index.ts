import { main } from '@realty/service-kit';
import { loadEnv } from './env.ts';
import { startAuth } from './server.ts';

main(() => startAuth(loadEnv()));
