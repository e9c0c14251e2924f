import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { addHoliday, appointmentCalendar, removeHoliday, setDailyCapacity, setDayCapacity, setWeeklyHolidays } from '../../../services/facility/appointments-admin';
import { addHolidayRoute, appointmentCalendarRoute, dailyCapacityRoute, dayCapacityRoute, removeHolidayRoute, weeklyHolidaysRoute } from './appointments.routes';

export function mountAdminAppointments(app: OpenAPIHono) {
  app.openapi(appointmentCalendarRoute, async (c) => {
    noStore(c);
    return c.json({ data: await appointmentCalendar(c.req.valid('query')) }, 200);
  });
  app.openapi(dayCapacityRoute, async (c) => {
    const { branchId, day } = c.req.valid('param');
    await setDayCapacity(actorOf(c), branchId, day, c.req.valid('json').capacity);
    return c.body(null, 204);
  });
  app.openapi(dailyCapacityRoute, async (c) => {
    await setDailyCapacity(actorOf(c), c.req.valid('param').branchId, c.req.valid('json').dailyCapacity);
    return c.body(null, 204);
  });
  app.openapi(weeklyHolidaysRoute, async (c) => {
    await setWeeklyHolidays(actorOf(c), c.req.valid('param').branchId, c.req.valid('json').weekdays);
    return c.body(null, 204);
  });
  app.openapi(addHolidayRoute, async (c) => {
    await addHoliday(actorOf(c), c.req.valid('json'));
    return c.body(null, 201);
  });
  app.openapi(removeHolidayRoute, async (c) => {
    await removeHoliday(actorOf(c), c.req.valid('param').day);
    return c.body(null, 204);
  });
}
