import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@portal/contract';
import { backOfficeCalls as c, type StaffComplaint } from '@portal/contract/back-office';
import { staffCall, staffDownload } from '../../../shared/api/staff-call.ts';

type QueueFilters = RequestOf<typeof c.complaintQueue>;

export const useComplaintQueue = (filters: QueueFilters) =>
  useQuery({ queryKey: ['staff', 'complaints', filters], queryFn: () => staffCall(c.complaintQueue, filters) });

export const useComplaint = (number: string) =>
  useQuery({ queryKey: ['staff', 'complaint', number], queryFn: () => staffCall(c.complaintGet, { number }) });

export const useAssignees = () =>
  useQuery({ queryKey: ['staff', 'complaint-assignees'], queryFn: () => staffCall(c.complaintAssignees, {}) });

export type ComplaintStep =
  | { kind: 'assign'; staffId: number }
  | { kind: 'investigate' }
  | { kind: 'note' | 'reply' | 'reject' | 'escalate'; text: string }
  | { kind: 'resolve'; disposition: StaffComplaint['disposition'] & string; reply: string; refundLink?: string };

/** One step on a complaint; the answer is the complaint as it now stands. */
export function useComplaintStep(number: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (s: ComplaintStep): Promise<StaffComplaint> => {
      switch (s.kind) {
        case 'assign':
          return staffCall(c.complaintAssign, { number, staffId: s.staffId });
        case 'investigate':
          return staffCall(c.complaintInvestigate, { number });
        case 'note':
          return staffCall(c.complaintNote, { number, text: s.text });
        case 'reply':
          return staffCall(c.complaintReply, { number, text: s.text });
        case 'reject':
          return staffCall(c.complaintReject, { number, text: s.text });
        case 'escalate':
          return staffCall(c.complaintEscalate, { number, text: s.text });
        case 'resolve':
          return staffCall(c.complaintResolve, {
            number,
            disposition: s.disposition,
            reply: s.reply,
            ...(s.refundLink ? { refundLink: s.refundLink } : {}),
          });
      }
    },
    onSuccess: (complaint) => {
      client.setQueryData(['staff', 'complaint', number], complaint);
      void client.invalidateQueries({ queryKey: ['staff', 'complaints'] });
    },
  });
}

export const useComplaintReport = (body: RequestOf<typeof c.complaintReport> | null) =>
  useQuery({ queryKey: ['staff', 'complaint-report', body], queryFn: () => staffCall(c.complaintReport, body!), enabled: !!body });

async function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useRegulatorCsv = () =>
  useMutation({
    mutationFn: async (body: RequestOf<typeof c.complaintRegulatorCsv>) => {
      const { blob, name } = await staffDownload(c.complaintRegulatorCsv, body);
      await save(blob, name);
    },
  });

export const useAttachmentDownload = () =>
  useMutation({
    mutationFn: async (body: { number: string; attachmentId: number; fileName: string }) => {
      const { blob } = await staffDownload(c.complaintAttachment, { number: body.number, attachmentId: body.attachmentId });
      await save(blob, body.fileName);
    },
  });
