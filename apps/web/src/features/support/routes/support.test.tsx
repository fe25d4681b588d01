import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

type AppUser = ReturnType<typeof renderApp>['user'];

async function fillForm(user: AppUser, answer = '7') {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Category'), 'technical');
  await user.type(screen.getByLabelText('Subject'), 'Cannot see results');
  await user.type(screen.getByLabelText('Message'), 'The results page stays empty.');
  await user.type(screen.getByLabelText('Security question: What is 3 + 4?'), answer);
}

describe('support page', () => {
  it('shows the contact panel, three FAQ items and a 6-row message box', async () => {
    renderApp('/support');
    expect(await screen.findByText('We reply within 24 hours on business days.')).toBeVisible();
    expect(screen.getAllByRole('term')).toHaveLength(3);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6');
    expect(screen.getByText(/not monitored for urgent medical situations/)).toBeInTheDocument();
  });

  it('sends the message with the server challenge token, then clears the form and asks a new question', async () => {
    let body: Record<string, unknown> | undefined;
    let challenges = 0;
    server.use(
      http.get('/api/support/challenge', () => {
        challenges += 1;
        return HttpResponse.json({
          question: challenges === 1 ? 'What is 3 + 4?' : 'What is 5 + 6?',
          token: `token-${challenges}`,
        });
      }),
      http.post('/api/support/contact', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = renderApp('/support');
    await screen.findByLabelText('Security question: What is 3 + 4?');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for contacting us. We'll get back to you within 24 hours."),
    ).toBeInTheDocument();
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'technical',
      subject: 'Cannot see results',
      message: 'The results page stays empty.',
      mathAnswer: '7',
      challengeToken: 'token-1',
      website: '',
    });
    expect(await screen.findByLabelText('Security question: What is 5 + 6?')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's wrong-answer message and keeps the form filled", async () => {
    server.use(
      http.post('/api/support/contact', () =>
        HttpResponse.json(
          { message: 'Please answer the math question correctly.', code: 'WRONG_ANSWER' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/support');
    await screen.findByLabelText('Security question: What is 3 + 4?');
    await fillForm(user, '8');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Please answer the math question correctly.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Cannot see results');
  });

  it('shows the generic failure message when the server fails', async () => {
    server.use(
      http.post('/api/support/contact', () =>
        HttpResponse.json({ message: 'Too many requests', code: 'RATE_LIMITED' }, { status: 429 }),
      ),
    );
    const { user } = renderApp('/support');
    await screen.findByLabelText('Security question: What is 3 + 4?');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Failed to send message. Please try again or email us directly.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('The results page stays empty.');
  });

  it('asks for every required field before sending', async () => {
    const { user } = renderApp('/support');
    await screen.findByLabelText('Security question: What is 3 + 4?');
    await user.type(screen.getByLabelText('Security question: What is 3 + 4?'), '7');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
  });
});
