/**
 * The four built-in libraries (3-results-and-plans.md §3 Built-in library item, §9 Libraries): 15
 * diet plans with the spec's durations, and 15 sleep (3-8 weeks), 15 stress (3-12 weeks) and 15
 * aesthetic (4-24 weeks) programs. Each names what it rests on; full references in the README.
 */
import type { AestheticSubCategory, LibraryCategory, LibraryProgram } from './types.js';

type Entry = [name: string, weeks: number, description: string, goals: string, source: string];

function build(category: LibraryCategory, entries: readonly Entry[]): LibraryProgram[] {
  return entries.map(([name, weeks, description, goals, source]) => ({
    name,
    category,
    description,
    goals,
    duration: `${weeks} weeks`,
    source,
  }));
}

const ADG = 'Australian Dietary Guidelines (NHMRC 2013)';

/** The diet library's names, in its order (a test holds them to DIET_LIBRARY). */
export const LIBRARY_DIET_NAMES = [
  'Mediterranean',
  'DASH',
  'Ketogenic',
  'Paleo',
  'Intermittent Fasting',
  'Plant-Based',
  'Low FODMAP',
  'Anti-Inflammatory',
  'Flexitarian',
  'Low-Carb',
  'Nordic',
  'Whole30',
  'Zone',
  'TLC',
  'Mindful Eating',
] as const;

export const DIET_LIBRARY: readonly LibraryProgram[] = build('diet', [
  [
    'Mediterranean',
    12,
    'Vegetables, legumes, wholegrains, fish and extra virgin olive oil; little red or processed meat.',
    'Lower cardiovascular risk and support healthy ageing',
    `${ADG}; PREDIMED trial (Estruch 2018)`,
  ],
  [
    'DASH',
    8,
    'Dietary Approaches to Stop Hypertension: fruit, vegetables, low-fat dairy, wholegrains and less salt.',
    'Lower blood pressure',
    'DASH-Sodium trial (Sacks 2001); Heart Foundation',
  ],
  [
    'Ketogenic',
    6,
    'Very low carbohydrate, high fat; only short term and with medical supervision if you take diabetes or blood pressure medicines.',
    'Short-term weight loss under supervision',
    'Dietitians Australia position on very-low-carbohydrate diets',
  ],
  [
    'Paleo',
    10,
    'Unprocessed meat, fish, eggs, vegetables, fruit and nuts; no grains, legumes or dairy — watch calcium and fibre.',
    'Eat fewer processed foods',
    'Dietitians Australia; compare with ADG food groups',
  ],
  [
    'Intermittent Fasting',
    8,
    'Time-restricted eating (e.g. 10-hour window) or 5:2; not for pregnancy, diabetes medicines or a history of eating disorders.',
    'Weight management with a simple rule',
    'Cochrane review of intermittent fasting (2021)',
  ],
  [
    'Plant-Based',
    12,
    'Mostly or wholly plants: legumes, wholegrains, nuts, seeds, vegetables and fruit, with B12 and iron planned.',
    'Heart and metabolic health',
    `${ADG}; Dietitians Australia vegetarian and vegan guidance`,
  ],
  [
    'Low FODMAP',
    6,
    'A 2-6 week elimination of fermentable carbohydrates, then re-introduction, ideally with a dietitian.',
    'Relief from irritable bowel symptoms',
    'Monash University FODMAP program',
  ],
  [
    'Anti-Inflammatory',
    10,
    'Oily fish, colourful vegetables, berries, olive oil, nuts and spices; few refined carbohydrates.',
    'Lower chronic inflammation',
    'Mediterranean-style evidence; Arthritis Australia',
  ],
  [
    'Flexitarian',
    8,
    'Mainly plant foods with meat or fish a few times a week.',
    'Eat more plants without giving up meat',
    `${ADG}; EAT-Lancet Commission (2019)`,
  ],
  [
    'Low-Carb',
    8,
    'Moderate carbohydrate (about 26-45 % of energy) from vegetables and wholegrains, more protein and healthy fats.',
    'Blood sugar and weight management',
    'Diabetes Australia position statement on low-carbohydrate eating',
  ],
  [
    'Nordic',
    10,
    'Wholegrain rye and oats, berries, root vegetables, fish and canola oil.',
    'Cholesterol and blood pressure',
    'SYSDIET trial (Uusitupa 2013)',
  ],
  [
    'Whole30',
    4,
    'A 30-day elimination of added sugar, alcohol, grains, legumes and dairy; restrictive — reintroduce foods afterwards.',
    'Notice how foods affect you',
    'Dietitians Australia on elimination diets',
  ],
  [
    'Zone',
    8,
    'Each meal about 40 % carbohydrate, 30 % protein and 30 % fat.',
    'Balanced meals and steady energy',
    'Dansinger 2005 comparison of popular diets',
  ],
  [
    'TLC',
    12,
    'Therapeutic Lifestyle Changes: saturated fat under 7 % of energy, soluble fibre and plant sterols.',
    'Lower LDL cholesterol',
    'US NCEP ATP III TLC diet; Heart Foundation',
  ],
  [
    'Mindful Eating',
    8,
    'Eat slowly and without screens, notice hunger and fullness, and plan regular meals.',
    'A calmer relationship with food',
    'Systematic reviews of mindfulness-based eating interventions',
  ],
]);

const SHF = 'Sleep Health Foundation';

export const SLEEP_LIBRARY: readonly LibraryProgram[] = build('sleep', [
  [
    'Consistent Sleep Schedule',
    4,
    'Go to bed and get up at the same time every day, weekends included.',
    'Regular 7-9 hours of sleep',
    `${SHF}: Good sleep habits`,
  ],
  [
    'Wind-Down Routine',
    3,
    'A 30-60 minute screen-free routine before bed: dim lights, reading, a warm shower.',
    'Fall asleep faster',
    `${SHF}: Good sleep habits`,
  ],
  [
    'Sleep Restriction Basics',
    6,
    'Spend only the time in bed you actually sleep, then extend it by 15 minutes a week as sleep firms up.',
    'Deeper, more efficient sleep',
    'CBT for insomnia (CBT-i); RACGP insomnia guidance',
  ],
  [
    'Stimulus Control',
    4,
    'Use the bed only for sleep and intimacy; get up if awake for more than about 20 minutes.',
    'Re-link bed with sleep',
    'CBT-i stimulus control (Bootzin); Sleep Health Foundation',
  ],
  [
    'Caffeine and Alcohol Reset',
    4,
    'No caffeine after midday and no alcohol within 3 hours of bed.',
    'Fewer night awakenings',
    `${SHF}: Caffeine and sleep; NHMRC alcohol guidelines`,
  ],
  [
    'Morning Light',
    3,
    '20-30 minutes of outdoor light within an hour of waking, and dim light at night.',
    'A stable body clock',
    `${SHF}: Body clock and light`,
  ],
  [
    'Bedroom Environment',
    3,
    'Cool (about 18-20 °C), dark and quiet bedroom; devices out of reach.',
    'Fewer disturbances',
    `${SHF}: Good sleep habits`,
  ],
  [
    'Relaxation for Sleep',
    4,
    'Progressive muscle relaxation or slow breathing each night in bed.',
    'Quiet a busy mind at bedtime',
    'CBT-i relaxation training',
  ],
  [
    'Worry Time',
    4,
    'Write worries and a next step down early in the evening, not in bed.',
    'Less bedtime rumination',
    'CBT-i cognitive techniques',
  ],
  [
    'Shift Work Sleep',
    6,
    'Anchor sleep, blackout curtains, planned naps and light timing around shifts.',
    'Better sleep on a rotating roster',
    `${SHF}: Shift work`,
  ],
  [
    'Napping Smart',
    3,
    'Naps of 20 minutes at most, before 3 pm, or none if night sleep is poor.',
    'Daytime alertness without harming night sleep',
    `${SHF}: Napping`,
  ],
  [
    'Exercise for Sleep',
    6,
    'Regular moderate exercise, finishing at least 2-3 hours before bed.',
    'Deeper sleep',
    'WHO 2020 physical activity guidelines; Sleep Health Foundation',
  ],
  [
    'Snoring and Sleep Apnoea Check',
    4,
    'Track snoring, choking and daytime sleepiness, and take the record to your GP.',
    'Find and treat sleep apnoea',
    'Australasian Sleep Association; STOP-Bang questionnaire',
  ],
  [
    'Digital Curfew',
    3,
    'Screens off an hour before bed; phone charged outside the bedroom.',
    'Less late-night stimulation',
    `${SHF}: Technology use and sleep`,
  ],
  [
    'Sleep for Healthy Ageing',
    8,
    'Keep a regular schedule, daytime activity and light, and review medicines that disturb sleep with your GP.',
    'Better sleep after 60',
    `${SHF}: Sleep and ageing`,
  ],
]);

const BEYOND_BLUE = 'Beyond Blue';

export const STRESS_LIBRARY: readonly LibraryProgram[] = build('stress', [
  [
    'Mindfulness Basics',
    8,
    'Ten minutes of guided mindfulness a day, building to 20.',
    'Lower day-to-day stress',
    'Mindfulness-based stress reduction (MBSR) trials; Smiling Mind',
  ],
  [
    'Slow Breathing',
    3,
    'Breathing at about 6 breaths a minute for 5 minutes, twice a day.',
    'Calm the stress response',
    'Systematic reviews of slow-paced breathing',
  ],
  [
    'Progressive Muscle Relaxation',
    4,
    'Tense and release each muscle group, 15 minutes a day.',
    'Release physical tension',
    'Jacobson PMR; Black Dog Institute',
  ],
  [
    'Move for Mood',
    8,
    '150 minutes a week of moderate activity, including time outdoors.',
    'Lower stress and low mood',
    'WHO 2020 physical activity guidelines; Black Dog Institute',
  ],
  [
    'Problem-Solving Steps',
    6,
    'Name the problem, list options, choose one, try it, review — once a week.',
    'Feel in control of stressors',
    'Problem-solving therapy; Beyond Blue NewAccess',
  ],
  [
    'Worry Management',
    6,
    'Scheduled worry time and sorting worries into solvable and not.',
    'Less rumination',
    `${BEYOND_BLUE}; CBT for generalised anxiety`,
  ],
  [
    'Social Connection',
    8,
    'One planned social contact a week and a daily check-in with someone.',
    'Support and belonging',
    `${BEYOND_BLUE}; Ending Loneliness Together`,
  ],
  [
    'Work-Life Boundaries',
    6,
    'Set finishing times, take breaks and turn off work notifications after hours.',
    'Recover from work stress',
    'Safe Work Australia psychosocial hazards guidance',
  ],
  [
    'Digital Detox',
    3,
    'Set app limits and one screen-free evening a week.',
    'Less information overload',
    'Reviews of social media reduction and wellbeing',
  ],
  [
    'Gratitude Practice',
    4,
    'Write down three good things each evening.',
    'Notice what goes well',
    'Seligman et al. 2005 positive psychology interventions',
  ],
  [
    'Nature Time',
    4,
    'Two hours a week in green or blue space.',
    'Restore attention and mood',
    'White et al. 2019, Scientific Reports',
  ],
  [
    'Yoga for Stress',
    8,
    'Two or three gentle yoga sessions a week.',
    'Body and mind relaxation',
    'Systematic reviews of yoga for stress and anxiety',
  ],
  [
    'Healthy Thinking (CBT Skills)',
    12,
    'Catch, check and change unhelpful thoughts with a weekly exercise.',
    'Respond to stress more flexibly',
    'MindSpot; This Way Up (CBT programs)',
  ],
  [
    'Sleep and Stress Reset',
    4,
    'A regular sleep schedule and a wind-down routine to break the stress-sleep cycle.',
    'Better sleep, lower stress',
    'Sleep Health Foundation',
  ],
  [
    'Alcohol-Free Coping',
    4,
    'Replace drinking to unwind with a walk, a call or a shower.',
    'Healthier coping',
    'NHMRC alcohol guidelines 2020; Hello Sunday Morning',
  ],
]);

type AestheticEntry = [...Entry, AestheticSubCategory];

function buildAesthetic(entries: readonly AestheticEntry[]): LibraryProgram[] {
  return entries.map(([name, weeks, description, goals, source, subCategory]) => ({
    name,
    category: 'aesthetic',
    description,
    goals,
    duration: `${weeks} weeks`,
    subCategory,
    source,
  }));
}

const CANCER_COUNCIL = 'Cancer Council Australia (SunSmart)';
const ADA = 'Australian Dental Association';

export const AESTHETIC_LIBRARY: readonly LibraryProgram[] = buildAesthetic([
  [
    'Daily Sun Protection',
    4,
    'SPF 50+ broad-spectrum sunscreen every day the UV index is 3 or above, plus hat and sunglasses.',
    'Prevent sun damage and skin cancer',
    CANCER_COUNCIL,
    'Skin Care',
  ],
  [
    'Skin Check Habit',
    12,
    'Check your skin every 3 months and see your GP about any new or changing spot.',
    'Find skin cancer early',
    `${CANCER_COUNCIL}; RACGP`,
    'Skin Care',
  ],
  [
    'Gentle Cleansing Routine',
    4,
    'A mild, soap-free cleanser twice a day and a fragrance-free moisturiser.',
    'Calm, hydrated skin',
    'Australasian College of Dermatologists',
    'Skin Care',
  ],
  [
    'Retinoid Introduction',
    12,
    'A low-strength retinoid at night, twice a week, building up slowly (not in pregnancy).',
    'Smoother skin texture',
    'Australasian College of Dermatologists',
    'Skin Care',
  ],
  [
    'Skin-Friendly Eating',
    8,
    'Vegetables, fruit, fish and water; fewer sugary foods.',
    'Skin health from within',
    'Australian Dietary Guidelines',
    'Skin Care',
  ],
  [
    'Quit Smoking for Skin',
    12,
    'A quit plan with Quitline (13 7848) and nicotine replacement if needed.',
    'Slow skin ageing',
    'Quit (quit.org.au); RACGP smoking cessation guidelines',
    'Skin Care',
  ],
  [
    'Eczema-Prone Skin Care',
    6,
    'Lukewarm showers, soap-free wash and moisturiser twice a day.',
    'Fewer dry, itchy flare-ups',
    'Eczema Association of Australasia',
    'Skin Care',
  ],
  [
    'Scalp Care Basics',
    6,
    'Regular gentle washing and treating dandruff with a medicated shampoo.',
    'A healthy scalp',
    'Australasian College of Dermatologists',
    'Hair Care',
  ],
  [
    'Nutrition for Hair',
    12,
    'Enough protein, iron and zinc; ask your GP to check iron if hair is shedding.',
    'Support hair growth',
    'Australian Dietary Guidelines; RACGP',
    'Hair Care',
  ],
  [
    'Heat-Free Hair Routine',
    8,
    'Less heat styling, loose styles and a wide-tooth comb.',
    'Less breakage',
    'Australasian College of Dermatologists',
    'Hair Care',
  ],
  [
    'Hair Loss Check',
    16,
    'Photograph your hair monthly and see your GP about patchy or sudden loss.',
    'Find treatable causes early',
    'Australasian College of Dermatologists',
    'Hair Care',
  ],
  [
    'Twice-Daily Brushing',
    4,
    'Brush for 2 minutes twice a day with fluoride toothpaste; spit, do not rinse.',
    'Prevent tooth decay',
    ADA,
    'Dental Health',
  ],
  [
    'Flossing Habit',
    6,
    'Clean between your teeth once a day with floss or interdental brushes.',
    'Healthier gums',
    ADA,
    'Dental Health',
  ],
  [
    'Low-Sugar Smile',
    8,
    'Water instead of sugary drinks and fewer sugary snacks between meals.',
    'Fewer cavities',
    `${ADA}; Australian Dietary Guidelines`,
    'Dental Health',
  ],
  [
    'Dental Check-Up Routine',
    24,
    'A dental check-up and clean, and a plan for the next one.',
    'Catch problems early',
    ADA,
    'Dental Health',
  ],
]);

export const PROGRAM_LIBRARIES: Readonly<Record<LibraryCategory, readonly LibraryProgram[]>> = {
  diet: DIET_LIBRARY,
  sleep: SLEEP_LIBRARY,
  stress: STRESS_LIBRARY,
  aesthetic: AESTHETIC_LIBRARY,
};
