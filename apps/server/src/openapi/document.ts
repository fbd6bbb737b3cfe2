import { z } from 'zod';
import { API_BASE, successEnvelopeSchema } from '@fairfare/contracts/api';
import { SESSION_COOKIE } from '@fairfare/contracts/auth';
import { DRIVER_SESSION_COOKIE } from '@fairfare/contracts/socket';
import { endpointTable, type Access, type Endpoint } from '@fairfare/contracts/endpoint-table';
import { OPS_COOKIE } from '@fairfare/contracts/staff';
import { APPLY_COOKIE } from '@fairfare/contracts/driver-applications';

/** JSON Schema 2020-12 (OpenAPI 3.1's own dialect), as z.toJSONSchema writes it. */
type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-access': Access;
  /** The staff roles a `staff` endpoint admits. */
  'x-roles'?: readonly string[];
  security: Array<Record<string, string[]>>;
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: object }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, { post: OpenApiOperation }>;
  components: {
    securitySchemes: Record<string, object>;
    schemas: Record<string, JsonSchema>;
  };
}

/** The tag of what a driver's app calls: every `driver` endpoint, and its login and logout. */
export const DRIVER_API_TAG = 'Driver API';

/** Endpoints of the driver app that need no session yet (or end one). */
const DRIVER_APP_PUBLIC = new Set<Endpoint>([
  endpointTable.drivers.login,
  endpointTable.drivers.logout,
]);

/** The answer of every refused call (contracts api.ts FailedEnvelope), described once. */
const failedEnvelopeSchema = z.object({
  status: z.literal('failed'),
  message: z.string().describe('Human-readable English text'),
  code: z.string().optional().describe('Message key the site translates (messages.ts)'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const AREA_TAGS: Record<keyof typeof endpointTable, string> = {
  users: 'Riders',
  trips: 'Trips',
  offers: 'Offers',
  drivers: 'Drivers',
  safety: 'Safety',
  promos: 'Promotions',
  common: 'Cities',
  cities: 'Cities',
  constants: 'Constants',
  places: 'Places',
  categories: 'Categories',
  savedPlaces: 'Saved places',
  content: 'Content',
  contact: 'Contact',
  payments: 'Payments',
  tips: 'Tips',
  ops: 'Back office',
  opsContent: 'Back office: content',
  opsInbox: 'Back office: inbox',
  opsRules: 'Back office: cities and money rules',
  opsNow: 'Back office: now',
  opsDrivers: 'Back office',
  opsSupport: 'Back office: riders and trips',
  opsSearch: 'Back office: search and exports',
  apply: 'Applications to drive',
  opsApplications: 'Back office: applications to drive',
  opsReports: 'Back office: reports',
  webPush: 'Web Push',
};

/** Who may call an endpoint, as OpenAPI security requirements (any one of them suffices). */
const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  rider: [
    { riderSession: [] },
    { riderApiKey: [], riderUserId: [] },
    { riderApiKeyHeader: [], riderUserIdHeader: [] },
  ],
  driver: [{ driverSession: [] }, { driverApiKey: [], driverId: [] }],
  applicant: [{ applicantSession: [] }],
  staff: [{ staffSession: [] }],
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Public: no session needed.',
  rider: `Rider: the \`${SESSION_COOKIE}\` cookie, or \`api_key\` + \`user_id\` (query or x-api-key / x-user-id headers); 401 otherwise.`,
  driver: `Driver: the \`${DRIVER_SESSION_COOKIE}\` cookie, or \`api_key\` + \`driver_id\` in the query; 401 otherwise.`,
  applicant: `Applicant: the \`${APPLY_COOKIE}\` cookie the application's phone code set; 401 otherwise.`,
  staff: `Staff: the back office's \`${OPS_COOKIE}\` cookie of a role the endpoint admits (x-roles); 401 without, 403 for another role.`,
};

/**
 * One zod schema as JSON Schema: what a caller sends (`input`: before defaults and transforms)
 * or what the service answers (`output`). A type JSON cannot carry (none today) becomes `{}`
 * rather than failing the whole document.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

function operation(area: keyof typeof endpointTable, name: string, e: Endpoint): OpenApiOperation {
  const driverApp = e.access === 'driver' || DRIVER_APP_PUBLIC.has(e);
  const refused = { $ref: '#/components/schemas/FailedEnvelope' };
  return {
    operationId: `${area}.${name}`,
    summary: `${area}.${name}: ${ACCESS_TEXT[e.access]}`,
    tags: driverApp ? [DRIVER_API_TAG] : [AREA_TAGS[area]],
    'x-access': e.access,
    ...(e.access === 'staff' ? { 'x-roles': e.roles } : {}),
    security: SECURITY[e.access],
    ...(e.body === null
      ? {}
      : {
          requestBody: {
            required: !e.body.safeParse(undefined).success,
            content: { 'application/json': { schema: jsonSchema(e.body, 'input') } },
          },
        }),
    responses: {
      '200': {
        description: 'Success envelope',
        content: {
          'application/json': { schema: jsonSchema(successEnvelopeSchema(e.data), 'output') },
        },
      },
      ...(e.access === 'public'
        ? {}
        : {
            '401': {
              description: 'No valid session of this kind',
              content: { 'application/json': { schema: refused } },
            },
          }),
      '4XX': {
        description: 'Refused: invalid body, not allowed now, rate limited…',
        content: { 'application/json': { schema: refused } },
      },
    },
  };
}

/**
 * The service's published contract (issue 29): OpenAPI 3.1 generated from the endpoint table
 * (paths, access) and its zod schemas (bodies, answers) with zod's own JSON Schema output, so it
 * cannot drift from what the server validates. Every endpoint is a POST below API_BASE.
 */
export function openApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const usedTags = new Set<string>();
  for (const [area, group] of Object.entries(endpointTable) as Array<
    [keyof typeof endpointTable, Record<string, Endpoint>]
  >) {
    for (const [name, e] of Object.entries(group)) {
      const op = operation(area, name, e);
      op.tags.forEach((tag) => usedTags.add(tag));
      paths[API_BASE + e.path] = { post: op };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FairFare API',
      version: API_BASE.split('/').pop() ?? '1',
      description:
        'The rider site’s and the driver app’s API. Every call is a POST with a JSON body and answers { status, message?, code?, response? }. Operations tagged "Driver API" are what a driver’s app needs; x-access says who may call each (public, rider, driver). Live updates come over Socket.IO at /socket.io (not described here).',
    },
    servers: [{ url: '/' }],
    // The driver API first: it is what an operator's driver app is written against.
    tags: [...usedTags]
      .sort(
        (a, b) => Number(b === DRIVER_API_TAG) - Number(a === DRIVER_API_TAG) || a.localeCompare(b),
      )
      .map((name) => ({
        name,
        description:
          name === DRIVER_API_TAG
            ? 'For drivers’ apps: log in with a one-time code, go online, answer requests, drive the trip.'
            : `${name} (rider site and public pages)`,
      })),
    paths,
    components: {
      securitySchemes: {
        riderSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        riderApiKey: { type: 'apiKey', in: 'query', name: 'api_key' },
        riderUserId: { type: 'apiKey', in: 'query', name: 'user_id' },
        riderApiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        riderUserIdHeader: { type: 'apiKey', in: 'header', name: 'x-user-id' },
        driverSession: { type: 'apiKey', in: 'cookie', name: DRIVER_SESSION_COOKIE },
        staffSession: { type: 'apiKey', in: 'cookie', name: OPS_COOKIE },
        applicantSession: { type: 'apiKey', in: 'cookie', name: APPLY_COOKIE },
        driverApiKey: { type: 'apiKey', in: 'query', name: 'api_key' },
        driverId: { type: 'apiKey', in: 'query', name: 'driver_id' },
      },
      schemas: { FailedEnvelope: jsonSchema(failedEnvelopeSchema, 'output') },
    },
  };
}
