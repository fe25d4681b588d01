import type { User } from '@healthscreen/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { createAssessmentApi } from '../../../testing/handlers-assessment.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { renderApp, waitForApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

const trialUser: User = { ...patientUser, trialEndDate: '2099-07-14T00:00:00.000Z' };

describe('/old-assessment asks what its scored models need (issue 15)', () => {
  it('asks the optional model questions on their steps, without counting them, and saves them', async () => {
    setSignedInUser(trialUser);
    const api = createAssessmentApi();
    server.use(...api.handlers);
    const { user, router } = renderApp('/old-assessment');
    await waitForApp();
    await screen.findByRole('form', { name: 'Health assessment wizard' });

    // step 1: the required five, then waist, region of birth and education (optional)
    await user.type(screen.getByRole('spinbutton', { name: /age/i }), '58');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.type(screen.getByRole('spinbutton', { name: /height/i }), '178');
    await user.type(screen.getByRole('spinbutton', { name: /weight/i }), '92');
    await user.selectOptions(screen.getByRole('combobox', { name: /ethnicity/i }), 'caucasian');
    expect(screen.getByText('5 of 5 fields')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /waist circumference/i }), '104');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /where were you born/i }),
      'southern_europe',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /highest level of education/i }),
      'high_school',
    );
    // optional answers do not change the section's count
    expect(screen.getByText('5 of 5 fields')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    // step 2: ever told high blood glucose, with "I don't know"
    expect(await screen.findByText('Step 2 of 7')).toBeInTheDocument();
    const glucose = screen.getByRole('group', { name: /told you had high blood glucose/i });
    await user.click(within(glucose).getByRole('radio', { name: "I don't know" }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    // step 3: years since quitting (former smokers only), vegetables or fruit, the GAD-2
    expect(await screen.findByText('Step 3 of 7')).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: /years since quitting/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Former/ }));
    await user.type(screen.getByRole('spinbutton', { name: /years since quitting.*typed/i }), '6');
    // alcohol and stress start unset and are required (issue 31)
    const alcohol = screen.getByRole('group', { name: /alcohol consumption/i });
    await user.click(within(alcohol).getByRole('radio', { name: /^Light/ }));
    await user.type(screen.getByRole('spinbutton', { name: /stress level.*typed/i }), '3');
    const fruit = screen.getByRole('group', { name: /vegetables or fruit every day/i });
    expect(within(fruit).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(fruit).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('spinbutton', { name: /feeling nervous.*typed/i }), '2');
    await user.type(
      screen.getByRole('spinbutton', { name: /stop or control worrying.*typed/i }),
      '1',
    );
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    // step 4: parents with high blood pressure
    expect(await screen.findByText('Step 4 of 7')).toBeInTheDocument();
    const parents = screen.getByRole('group', { name: /parents have or had high blood pressure/i });
    await user.click(within(parents).getByRole('radio', { name: 'Both parents' }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    // step 5: STOP-Bang and the COPD Population Screener beside the symptom boxes
    expect(await screen.findByText('Step 5 of 7')).toBeInTheDocument();
    const snoring = screen.getByRole('group', { name: /snore loudly/i });
    await user.click(within(snoring).getByRole('radio', { name: 'Yes' }));
    const pauses = screen.getByRole('group', { name: /stop breathing/i });
    await user.click(within(pauses).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('spinbutton', { name: /neck circumference.*typed/i }), '43');
    await user.selectOptions(screen.getByRole('combobox', { name: /short of breath/i }), 'some');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /cough up any 'stuff'/i }),
      'every-day',
    );
    // the symptom boxes still count as before: nothing ticked, nothing complete
    expect(screen.getByText('0 of 8 fields')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Additional Risk Factors' }));
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/results\/[\w-]+$/));
    const saved = api.rows.find((row) => row.status === 'complete');
    expect(saved?.responses).toMatchObject({
      demographics: {
        waistCm: 104,
        birthRegion: 'southern_europe',
        educationLevel: 'high_school',
      },
      medicalHistory: { highBloodGlucoseHistory: 'unknown' },
      lifestyle: {
        smokingStatus: 'former',
        yearsSinceQuitting: 6,
        eatsFruitOrVegetablesDaily: 'no',
        gad2Nervous: 2,
        gad2Worrying: 1,
      },
      familyHistory: { parentsWithHypertension: '2' },
      symptoms: {
        loudSnoring: 'yes',
        observedApnoea: 'no',
        neckCm: 43,
        shortOfBreathPast4Weeks: 'some',
        coughsUpPhlegm: 'every-day',
      },
    });
  });
});
