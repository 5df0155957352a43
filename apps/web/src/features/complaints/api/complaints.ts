import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type CallBody } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

/** Complaints/List and Complaints/Get (issue 33): the signed-in customer's own complaints only. */
export const useComplaints = () => useQuery({ queryKey: ['complaints'], queryFn: () => callOk(calls.listComplaints, {}) });

export const useComplaint = (number: string | null) =>
  useQuery({ queryKey: ['complaint', number], queryFn: () => callOk(calls.getComplaint, { number: number! }), enabled: !!number });

export function useRaiseComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof calls.raiseComplaint>) => callOk(calls.raiseComplaint, body),
    onSuccess: (c) => {
      client.setQueryData(['complaint', c.number], c);
      void client.invalidateQueries({ queryKey: ['complaints'] });
    },
  });
}

/** A visitor's complaint (issue 33 §1): a code to the mobile that paid, then the complaint with it. */
export const useGuestComplaintCode = () =>
  useMutation({ mutationFn: (body: CallBody<typeof calls.guestComplaintCode>) => callOk(calls.guestComplaintCode, body) });
export const useGuestRaiseComplaint = () =>
  useMutation({ mutationFn: (body: CallBody<typeof calls.guestRaiseComplaint>) => callOk(calls.guestRaiseComplaint, body) });

/** Reads a chosen file as base64 for the call; the server checks its type by its bytes. */
export function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
