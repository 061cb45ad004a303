/** The operations anyone may call without signing in, as the API tests expect them ("METHOD /path"). */
export const PUBLIC_OPERATIONS = [
  'POST /api/auth/login/',
  'POST /api/auth/refresh/',
  'POST /api/auth/logout/',
  'POST /api/auth/registerLab/',
  'POST /api/auth/patientLogin/',
  'GET /api/profiles/logo/{id}',
  'GET /api/health',
  'GET /api/openapi.json',
];
