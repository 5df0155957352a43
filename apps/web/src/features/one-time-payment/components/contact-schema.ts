import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { contactRules } from '@/payments';
import type { Contact } from './contact-step';

const schema = (needMobile: boolean) =>
  z.object({
    email: z.string().trim().min(1, 'validation.fieldRequired').refine(contactRules.email, 'payment.oneTime.contact.invalidEmail'),
    mobile: needMobile
      ? z
          .string()
          .transform((v) => (v.trim() ? contactRules.mobile(v) : ''))
          .pipe(z.string().min(1, 'validation.fieldRequired').refine(contactRules.isMobile, 'payment.oneTime.contact.invalidMobile'))
      : z.string(),
  });

export const contactResolver = (needMobile: boolean): Resolver<Contact> => zodResolver(schema(needMobile)) as never;
