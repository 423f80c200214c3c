import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calculationResultSchema,
  tireFittingCalculationSchema,
  tireStorageCalculationSchema,
} from '../../shared/schemas/pricing/calculator';
import { errorResponses } from '../plugins/errorResponses';
import { calculateTireFitting, calculateTireStorage } from './tireCalculator';

// The tyre-service calculators: the platform's site asks /open/calculate/* without a token, so each address may ask
// OPEN_CALCULATOR_LIMIT times a minute (429 after that); staff ask the same under /prices/calculate/* with the price
// lists' key. Both answer the same computation (tireCalculator.ts).

export const OPEN_CALCULATOR_LIMIT = { max: 30, timeWindow: 60_000 };
const STAFF_KEY = 'pricelists';
const tags = ['price lists'];
const response = { 200: calculationResultSchema, ...errorResponses };

const fitting = { summary: 'Расчёт стоимости шиномонтажа на станции', body: tireFittingCalculationSchema, response };
const storage = { summary: 'Расчёт стоимости сезонного хранения шин', body: tireStorageCalculationSchema, response };

export const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false });
  const open = { public: true, rateLimit: OPEN_CALCULATOR_LIMIT };
  const staff = { operation: STAFF_KEY };

  app.post('/v1/open/calculate/station_tire_fitting', { config: open, schema: { tags, ...fitting } }, (request) =>
    calculateTireFitting(app.db, request.body),
  );
  app.post('/v1/open/calculate/station_tire_storage', { config: open, schema: { tags, ...storage } }, (request) =>
    calculateTireStorage(app.db, request.body),
  );
  app.post('/v1/prices/calculate/station_tire_fitting', { config: staff, schema: { tags, ...fitting } }, (request) =>
    calculateTireFitting(app.db, request.body),
  );
  app.post('/v1/prices/calculate/station_tire_storage', { config: staff, schema: { tags, ...storage } }, (request) =>
    calculateTireStorage(app.db, request.body),
  );
};
