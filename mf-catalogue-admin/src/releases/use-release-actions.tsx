import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import {
  endStagedRelease,
  previewRelease,
  promoteRelease,
  rollbackRelease,
  type ReleaseOverview,
  type ReleaseTarget,
} from '@portal/shared-contracts/settings';
import { useErrorText } from '@portal/shared-ui';
import { notification, useConfirm } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { reloadPage } from './reload-page';
import { useRefreshReleaseOverview } from './use-release-overview';

/**
 * A refusal that says the target is not as the screen shows it (409: someone else released meanwhile,
 * the version's needs are not met now; 404: the version is no longer kept): the dialog closes, the
 * server's message stays above the section and the section is read again, so the next choice is made
 * on what is true now.
 */
const isStale = (error: unknown) => isApiError(error) && (error.status === 409 || error.status === 404);

/**
 * The actions of one target's section, each after a confirmation naming the target and the version:
 * promote a version, roll back to the previous one (both compare-and-set on the live version the
 * section shows), end the staged release, and try a version in this browser (then the page loads
 * again, so the session runs it; the shell shows the way out). Success: a toast and the section
 * from the server's answer. Render the holder in the section.
 */
export function useReleaseActions(overview: ReleaseOverview | undefined, target: ReleaseTarget) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const refresh = useRefreshReleaseOverview(target);
  const [confirm, holder] = useConfirm();
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Runs a confirmed action: null when done (the dialog closes), else the message the dialog shows. */
  const run = async (action: () => Promise<ReleaseOverview>, done: (fresh: ReleaseOverview) => void) => {
    setRefusal(null);
    let fresh: ReleaseOverview;
    try {
      fresh = await action();
    } catch (error) {
      if (!isStale(error)) return errorText(error);
      setRefusal(errorText(error));
      void refresh();
      return null;
    }
    done(fresh);
    return null;
  };

  const promote = (version: string) => {
    const expectedLive = overview?.live ?? null;
    confirm({
      title: t`Nasadit verzi ${version} části ${target}?`,
      question: expectedLive
        ? t`Verze ${version} bude živá pro všechny uživatele místo verze ${expectedLive}.`
        : t`Verze ${version} bude živá pro všechny uživatele; část ${target} zatím živou verzi nemá.`,
      okText: t`Nasadit`,
      onConfirm: () =>
        run(
          () => promoteRelease(target, { version, expectedLive }),
          (fresh) => {
            notification.success({ title: t`Verze nasazena`, description: `${target} ${version}` });
            void refresh(fresh);
          },
        ),
    });
  };

  const rollback = () => {
    const live = overview?.live;
    const previous = overview?.previous;
    if (!live || !previous) return;
    confirm({
      title: t`Vrátit část ${target} zpět na verzi ${previous}?`,
      question: t`Živá bude znovu verze ${previous} místo verze ${live}.`,
      okText: t`Vrátit zpět`,
      onConfirm: () =>
        run(
          () => rollbackRelease(target, { expectedLive: live }),
          (fresh) => {
            notification.success({ title: t`Vráceno zpět`, description: `${target} ${previous}` });
            void refresh(fresh);
          },
        ),
    });
  };

  const endStage = () => {
    const version = overview?.canary?.version;
    if (!version) return;
    const live = overview.live ?? '–';
    confirm({
      title: t`Ukončit postupné nasazení verze ${version} části ${target}?`,
      question: t`Všichni uživatelé budou znovu používat živou verzi ${live}.`,
      okText: t`Ukončit postupné nasazení`,
      onConfirm: () =>
        run(
          () => endStagedRelease(target),
          (fresh) => {
            notification.success({
              title: t`Postupné nasazení ukončeno`,
              description: `${target} ${version}`,
            });
            void refresh(fresh);
          },
        ),
    });
  };

  const preview = (version: string) => {
    confirm({
      title: t`Vyzkoušet verzi ${version} části ${target} v mém prohlížeči?`,
      question: t`Stránka se znovu načte a v této relaci poběží verze ${version}; ostatní uživatelé nic nepoznají. Náhled ukončíte tlačítkem v pruhu nad stránkou.`,
      okText: t`Vyzkoušet`,
      // The session runs the version from its next page load: load it now.
      onConfirm: () => run(() => previewRelease(target, version), reloadPage),
    });
  };

  return { promote, rollback, endStage, preview, refusal, clearRefusal: () => setRefusal(null), holder };
}
