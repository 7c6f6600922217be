import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

// General parameters read and put back through the API, for the journeys that change the shop's facts.

export interface Parameter {
  id: number;
  paramCode: string;
  paramName: string;
  deskripsi: string;
}

export async function parameterByCode(request: APIRequestContext, paramCode: string): Promise<Parameter> {
  const all = (await (await request.get('/api/general')).json()) as Parameter[];
  const found = all.find((parameter) => parameter.paramCode === paramCode);
  expect(found, `general parameter ${paramCode}`).toBeTruthy();
  return found!;
}

/** Saves a parameter with these values through the API, over whatever version it has now (to put one back as it was). */
export async function saveParameter(request: APIRequestContext, baseURL: string, parameter: Parameter) {
  const { version } = await (await request.get(`/api/general/${parameter.id}`)).json();
  const { id: _id, ...values } = parameter;
  const response = await request.put(`/api/general/${parameter.id}`, {
    data: { ...values, version },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}
