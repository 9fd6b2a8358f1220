import { main } from '@realty/service-kit';
import { loadEnv } from './env.ts';
import { startAnalysis } from './server.ts';

main(() => startAnalysis(loadEnv()));
