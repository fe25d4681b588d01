import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  type SupportCategory,
} from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { Select } from '@healthscreen/ui-kit/select';
import { Skeleton } from '@healthscreen/ui-kit/skeleton';
import { Textarea } from '@healthscreen/ui-kit/textarea';
import { useForm } from 'react-hook-form';

import { toast } from '../../../lib/toast.ts';
import { useSupportChallenge } from '../api/get-support-challenge.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';

interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  category: SupportCategory;
  message: string;
  mathAnswer: string;
  /** The honeypot: hidden from people, filled only by bots. */
  website: string;
}

const emptyValues: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  category: 'general',
  message: '',
  mathAnswer: '',
  website: '',
};

/**
 * The support contact form. Checks in the spec's order (§5): honeypot, math answer present (the
 * server checks it is right), required fields. Kept filled on failure; cleared on success.
 */
export function ContactForm() {
  const challenge = useSupportChallenge();
  const send = useSendSupportMessage();
  const form = useForm<ContactFormValues>({ defaultValues: emptyValues });

  const onSubmit = form.handleSubmit((values) => {
    if (values.website.trim() !== '') {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Spam detected. Please try again.',
      });
      return;
    }
    if (!/^-?\d+$/.test(values.mathAnswer.trim())) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Please answer the math question correctly.',
      });
      return;
    }
    const required = [values.name, values.email, values.subject, values.message, values.category];
    if (required.some((value) => value.trim() === '')) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Please fill in all required fields.',
      });
      return;
    }
    if (!challenge.data) return;
    send.mutate(
      {
        name: values.name,
        email: values.email,
        subject: values.subject,
        category: values.category,
        message: values.message,
        mathAnswer: values.mathAnswer.trim(),
        challengeToken: challenge.data.token,
        website: values.website,
      },
      { onSuccess: () => form.reset(emptyValues) },
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
      aria-label="Contact support"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="support-name" label="Name">
          <Input
            id="support-name"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            {...form.register('name')}
          />
        </Field>
        <Field id="support-email" label="Email">
          <Input
            id="support-email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            {...form.register('email')}
          />
        </Field>
      </div>
      <Field id="support-category" label="Category">
        <Select id="support-category" options={SUPPORT_CATEGORIES} {...form.register('category')} />
      </Field>
      <Field id="support-subject" label="Subject">
        <Input
          id="support-subject"
          maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
          {...form.register('subject')}
        />
      </Field>
      <Field id="support-message" label="Message">
        <Textarea
          id="support-message"
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          {...form.register('message')}
        />
      </Field>
      {/* honeypot: off-screen, skipped by keyboard and screen readers */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="support-website">Website</label>
        <input
          id="support-website"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      {challenge.isPending ? (
        <Skeleton className="h-16" />
      ) : challenge.isError ? (
        <Alert tone="error">
          The security question could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void challenge.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <Field id="support-math" label={`Security question: ${challenge.data.question}`}>
          <Input
            id="support-math"
            inputMode="numeric"
            autoComplete="off"
            className="max-w-32"
            {...form.register('mathAnswer')}
          />
        </Field>
      )}
      <Alert tone="warning">
        This form is not monitored for urgent medical situations. If you need urgent help, call 000
        or go to your nearest emergency department.
      </Alert>
      <Button type="submit" disabled={send.isPending || !challenge.data}>
        {send.isPending ? 'Sending Message...' : 'Send Message'}
      </Button>
    </form>
  );
}
