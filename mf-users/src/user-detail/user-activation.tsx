import { useLingui } from '@lingui/react/macro';
import { deactivateUser, reactivateUser, type UserDetail } from '@portal/shared-contracts/users';
import { useErrorText } from '@portal/shared-ui';
import { Alert, Button, Flex, SectionTitle, Typography } from '@portal/shared-ui/components';
import { Modal, notification, StopOutlined } from '@portal/shared-ui/form-components';
import { useState } from 'react';

/**
 * Deactivating and reactivating a user (retailer staff, docs/users.md). Deactivation asks first: the
 * user is signed out at once and cannot sign in; their campaigns stay.
 */
export function UserActivation({
  user,
  onChanged,
}: {
  user: UserDetail;
  onChanged: (user: UserDetail) => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const name = user.name;

  const run = async (action: () => Promise<UserDetail>, done: () => string) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await action());
      setConfirming(false);
      notification.success({ title: done(), description: name });
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="user-activation-title" style={{ marginTop: 32, maxWidth: 720 }}>
      <SectionTitle level={2} size={4} id="user-activation-title">
        {t`Přístup do portálu`}
      </SectionTitle>
      {user.active ? (
        <Flex align="center" gap={12} wrap>
          <Typography.Text>{t`Uživatel se může přihlásit.`}</Typography.Text>
          <Button danger icon={<StopOutlined />} onClick={() => setConfirming(true)}>
            {t`Deaktivovat`}
          </Button>
        </Flex>
      ) : (
        <Flex align="center" gap={12} wrap>
          <Typography.Text type="danger">{t`Uživatel je deaktivovaný a nemůže se přihlásit.`}</Typography.Text>
          <Button
            loading={busy}
            onClick={() =>
              void run(
                () => reactivateUser(user.id),
                () => t`Uživatel znovu aktivován`,
              )
            }
          >
            {t`Znovu aktivovat`}
          </Button>
        </Flex>
      )}
      {error && !confirming && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      <Modal
        open={confirming}
        title={t`Deaktivovat uživatele`}
        okText={t`Deaktivovat`}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText={t`Zrušit`}
        onOk={() =>
          void run(
            () => deactivateUser(user.id),
            () => t`Uživatel deaktivován`,
          )
        }
        onCancel={() => setConfirming(false)}
      >
        <p>{t`Uživatel ${name} bude okamžitě odhlášen a nebude se moci přihlásit. Jeho kampaně zůstanou zachovány.`}</p>
        {error && <Alert type="error" showIcon title={error} />}
      </Modal>
    </section>
  );
}
