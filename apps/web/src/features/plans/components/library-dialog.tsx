import {
  GeneratedDietPlanSchema,
  type DietLifestylePlan,
  type EditablePlanCategory,
  type LibraryDietCheckList,
} from '@healthscreen/api-client';
import {
  PROGRAM_LIBRARIES,
  type GeneratedDietPlan,
  type LibraryDietName,
  type LibraryProgram,
} from '@healthscreen/diet-generator';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import { useState, type ReactNode } from 'react';

import { useChooseLibraryDiet, useDietLibraryChecks } from '../../../api/lifestyle-plans/index.ts';
import { describeDietLoss } from './replace-plan.tsx';

export const LIBRARY_LABELS: Readonly<
  Record<EditablePlanCategory, { library: string; noun: string }>
> = {
  diet: { library: 'Diet Library', noun: 'diet' },
  sleep: { library: 'Sleep Library', noun: 'sleep' },
  stress: { library: 'Stress Library', noun: 'stress' },
  aesthetic: { library: 'Aesthetic Library', noun: 'aesthetic' },
};

/** A saved diet plan's guide (planData), or null when it has none or it does not read. */
export function readDietPlan(planData: string | null): GeneratedDietPlan | null {
  if (planData === null) return null;
  try {
    const parsed = GeneratedDietPlanSchema.safeParse(JSON.parse(planData));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type Check = LibraryDietCheckList[number];

/** A library diet's flag: "Not suitable for you" (not offered) or "Check first", with the reasons. */
function DietFlag({ check }: { check: Check | undefined }) {
  if (!check || check.suitability === 'suitable') return null;
  const notSuitable = check.suitability === 'not-suitable';
  return (
    <span
      className={`mt-1 block rounded-md p-2 text-sm ${notSuitable ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900'}`}
    >
      <span className="font-semibold">
        {notSuitable ? 'Not suitable for you: ' : 'Check first: '}
      </span>
      {check.reasons.join(' ')}
    </span>
  );
}

function ProgramRow({
  program,
  check,
  action,
}: {
  program: LibraryProgram;
  check?: Check | undefined;
  action: ReactNode;
}) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <span>
        <span className="block font-medium text-slate-900">
          {program.name} {program.subCategory ? <Badge>{program.subCategory}</Badge> : null}
        </span>
        <span className="block text-sm text-slate-600">
          {program.duration} · {program.description}
        </span>
        <span className="block text-xs text-slate-600">Based on: {program.source}</span>
        <DietFlag check={check} />
      </span>
      {action}
    </li>
  );
}

/** The confirm step of a diet choice over existing diet plans: what will be lost, and what is kept. */
function ConfirmDietChoice({
  name,
  lost,
  pending,
  onBack,
  onConfirm,
}: {
  name: string;
  lost: readonly string[];
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">Replace your diet plan with {name}?</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        {lost.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        The {name} guide keeps your saved allergies and restrictions. This cannot be undone.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          Back to the library
        </Button>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? 'Replacing...' : `Replace with ${name}`}
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * A library dialog. The diet library checks each diet against the person (issue 31): a diet that
 * clashes with their restrictions or medicines is flagged with the reason and cannot be chosen;
 * choosing over existing diet plans asks first and says what will be lost. The other libraries
 * fill the create form.
 */
export function LibraryDialog({
  category,
  current,
  onUse,
}: {
  category: EditablePlanCategory;
  /** The saved plans of this category (a diet choice replaces them). */
  current: readonly DietLifestylePlan[];
  onUse: (program: LibraryProgram) => void;
}) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<LibraryDietName | null>(null);
  const choose = useChooseLibraryDiet();
  const isDiet = category === 'diet';
  const checks = useDietLibraryChecks(open && isDiet);
  const programs = PROGRAM_LIBRARIES[category];
  const checkOf = (name: string) => checks.data?.find((check) => check.name === name);
  const lost = describeDietLoss(current, readDietPlan);
  const submit = (name: LibraryDietName) =>
    choose.mutate({ name }, { onSuccess: () => setOpen(false) });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setConfirming(null);
        if (!next) choose.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">{LIBRARY_LABELS[category].library}</Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{LIBRARY_LABELS[category].library}</DialogTitle>
          <DialogDescription>
            {isDiet
              ? 'Each diet comes with a guide that keeps your allergies and restrictions. Choosing one replaces your current diet plans (you are asked first).'
              : 'Choose a program to fill in the create form; you can change it before saving.'}
          </DialogDescription>
        </DialogHeader>
        {choose.error ? (
          <p role="alert" className="text-sm text-red-700">
            The diet could not be chosen: {choose.error.message}
          </p>
        ) : null}
        {checks.error ? (
          <p role="alert" className="text-sm text-red-700">
            We could not check the diets against your answers: {checks.error.message}
          </p>
        ) : null}
        {confirming ? (
          <ConfirmDietChoice
            name={confirming}
            lost={lost}
            pending={choose.isPending}
            onBack={() => setConfirming(null)}
            onConfirm={() => submit(confirming)}
          />
        ) : (
          <ul aria-label={LIBRARY_LABELS[category].library} className="divide-y divide-slate-100">
            {programs.map((program) => {
              const check = checkOf(program.name);
              const blocked = isDiet && (checks.isPending || check?.suitability === 'not-suitable');
              return (
                <ProgramRow
                  key={program.name}
                  program={program}
                  check={check}
                  action={
                    isDiet ? (
                      <Button
                        size="sm"
                        disabled={choose.isPending || blocked}
                        aria-label={`Choose ${program.name}`}
                        onClick={() => {
                          const name = program.name as LibraryDietName;
                          if (lost.length > 0) setConfirming(name);
                          else submit(name);
                        }}
                      >
                        {choose.isPending && choose.variables.name === program.name
                          ? 'Loading...'
                          : 'Choose'}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        aria-label={`Use ${program.name}`}
                        onClick={() => {
                          setOpen(false);
                          onUse(program);
                        }}
                      >
                        Use
                      </Button>
                    )
                  }
                />
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
