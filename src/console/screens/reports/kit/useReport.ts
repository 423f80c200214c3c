import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { reportMachine } from '../../../../../machines/reports/reportMachine';
import {
  loadServerSettings,
  persistSettings,
  readLocalSettings,
} from '../../../components/dataTable/tableSettingsStore';
import { inspect } from '../../../debug/inspector';
import { defaultForm } from './reportForm';

// The report's actor: it starts with the filters this user last ran the report with (this browser's copy, else the
// server's copy when it arrives) and runs at once; every run remembers its filters for next time.

const settingsKey = (reportKey: string) => `report.${reportKey}.filters`;

export function useReport(title: string, reportKey: string) {
  const [saved] = useState(() => readLocalSettings(title, settingsKey(reportKey))?.filters ?? null);
  const actor = useActorRef(reportMachine, {
    input: { form: { ...defaultForm(), ...saved }, defaults: defaultForm() },
    inspect,
  });
  useEffect(() => {
    let cancelled = false;
    if (!saved) {
      loadServerSettings(title, settingsKey(reportKey))
        .then((settings) => {
          if (cancelled || !settings?.filters || actor.getSnapshot().context.run > 1) return;
          actor.send({ type: 'report.form.change', values: settings.filters });
          actor.send({ type: 'report.run' });
        })
        .catch(() => {
          // No server copy: the defaults stand.
        });
    }
    let lastRun = actor.getSnapshot().context.run;
    const subscription = actor.subscribe((s) => {
      if (s.context.run === lastRun || !s.context.request) return;
      lastRun = s.context.run;
      persistSettings(title, settingsKey(reportKey), { filters: s.context.request }).catch(() => {
        // Remembering the filters is a convenience: a failure to save them changes nothing in the report.
      });
    });
    return () => {
      cancelled = true;
      subscription.unsubscribe();
    };
  }, [actor, title, reportKey, saved]);
  return actor;
}
