import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { sendCsv } from '../../http/csv.ts';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { recordExport } from '../audit/service.ts';
import {
  DRIVER_CSV_HEADER,
  driverDetail,
  everyDriver,
  listDrivers,
  setDriverSuspended,
} from './ops-service.ts';

/** The back office's drivers (admins, and city managers for their cities). */
export const opsDriversRoutes: FastifyPluginAsync = async (app) => {
  const routes = endpointTable.opsDrivers;

  serve(app, routes.list, async (request) =>
    ok(await listDrivers(app.db, request.staff!, request.body)),
  );
  serve(app, endpointTable.opsSearch.exportDrivers, async (request, reply) => {
    await recordExport(app.db, request.staff!.staffId, 'drivers', request.body, Date.now());
    const rows = everyDriver(app.db, request.staff!, request.body);
    return sendCsv(reply, 'drivers.csv', DRIVER_CSV_HEADER, rows);
  });

  serve(app, routes.detail, async (request) =>
    ok(await driverDetail(app.db, request.staff!, request.body.driver_id)),
  );

  serve(app, routes.suspend, async (request) => {
    const { driver_id, suspended, reason } = request.body;
    return ok(
      await setDriverSuspended(
        app.db,
        request.staff!,
        { driverId: driver_id, suspended, reason },
        (driverId) => app.locator.update(driverId, null),
      ),
    );
  });
};
