import 'server-only';
import {
  appointmentCalendarQuerySchema,
  appointmentCalendarSchema,
  branchParamsSchema,
  dailyCapacityBodySchema,
  dayCapacityBodySchema,
  dayParamsSchema,
  holidayBodySchema,
  holidayParamsSchema,
  weeklyHolidaysBodySchema,
} from '@/lib/contracts/admin/appointments';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

const calendar = { 200: { description: 'The calendar', content: json(envelope(appointmentCalendarSchema)) } };
const done = { 204: { description: 'Done' } };

export const appointmentCalendarRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/appointments',
  summary: 'A branch’s document appointments from `from` to `to` (ISO days, at most 62): seats, seats taken, holidays and who booked each day',
  request: { query: appointmentCalendarQuerySchema },
  responses: { ...calendar, 400: error('Invalid range'), 404: error('Not a branch that takes appointments') },
});

export const dayCapacityRoute = adminRoute('credit.write', {
  method: 'put',
  path: '/admin/appointments/{branchId}/days/{day}',
  summary: 'One day’s seats at a branch (0 closes it); never below the seats already booked (409); audited',
  request: { params: dayParamsSchema, body: { required: true, content: json(dayCapacityBodySchema) } },
  responses: { ...done, 400: error('Invalid capacity'), 404: error('Not a branch that takes appointments'), 409: error('Below the seats booked') },
});

export const dailyCapacityRoute = adminRoute('credit.write', {
  method: 'put',
  path: '/admin/appointments/{branchId}',
  summary: 'A branch’s usual seats per day (days already set or booked keep theirs); audited',
  request: { params: branchParamsSchema, body: { required: true, content: json(dailyCapacityBodySchema) } },
  responses: { ...done, 400: error('Invalid capacity'), 404: error('Not a branch that takes appointments') },
});

export const weeklyHolidaysRoute = adminRoute('credit.write', {
  method: 'put',
  path: '/admin/appointments/{branchId}/weekly-holidays',
  summary: 'A branch’s weekly days off (0 Sunday … 5 Friday, 6 Saturday; at least one day stays open); refused while seats are booked ahead on a day being closed; audited',
  request: { params: branchParamsSchema, body: { required: true, content: json(weeklyHolidaysBodySchema) } },
  responses: { ...done, 400: error('Invalid weekdays'), 404: error('Not a branch that takes appointments'), 409: error('Seats booked ahead on a weekday being closed') },
});

export const addHolidayRoute = adminRoute('credit.write', {
  method: 'post',
  path: '/admin/holidays',
  summary: 'A one-off holiday for every branch (weekly days off are set per branch); refused while seats are booked that day; audited',
  request: { body: { required: true, content: json(holidayBodySchema) } },
  responses: { 201: { description: 'Added' }, 400: error('Invalid day or title'), 409: error('Already a holiday, or seats booked') },
});

export const removeHolidayRoute = adminRoute('credit.write', {
  method: 'delete',
  path: '/admin/holidays/{day}',
  summary: 'Opens a one-off holiday again; audited',
  request: { params: holidayParamsSchema },
  responses: { ...done, 404: error('Not a holiday') },
});
