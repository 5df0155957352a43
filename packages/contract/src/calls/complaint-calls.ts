import { z } from 'zod';
import { defineCall } from '../call.ts';
import * as c from './complaints.ts';

/** The customer's complaint calls (issue 33), appended to the call table. */
export function complaintCalls() {
  return {
    raiseComplaint: defineCall('Complaints/Raise', c.RaiseComplaintRequestSchema, c.ComplaintDetailsSchema, 'session'),
    listComplaints: defineCall('Complaints/List', c.ListComplaintsRequestSchema, c.ListComplaintsDetailsSchema, 'session'),
    getComplaint: defineCall('Complaints/Get', c.GetComplaintRequestSchema, c.ComplaintDetailsSchema, 'session'),
    complaintAttachment: defineCall(
      'Complaints/Attachment',
      c.ComplaintAttachmentRequestSchema,
      z.string().describe('the file, Content-Disposition: attachment'),
      'session',
    ),
    guestComplaintCode: defineCall('Complaints/GuestCode', c.GuestComplaintCodeRequestSchema, c.GuestComplaintCodeDetailsSchema, 'public'),
    guestRaiseComplaint: defineCall('Complaints/GuestRaise', c.GuestRaiseComplaintRequestSchema, c.ComplaintDetailsSchema, 'public'),
  } as const;
}
