import { TextInput, type TextInputProps, UnstyledButton } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input with a show/hide toggle. Lighter than Mantine's PasswordInput (which brings
 * ActionIcon along), because the login page carries it.
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    const Icon = visible ? IconEyeOff : IconEye;
    return (
      <TextInput
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        rightSection={
          <UnstyledButton
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('password.hide') : t('password.show')}
            aria-pressed={visible}
            style={{ display: 'flex', padding: 4, borderRadius: 4 }}
          >
            <Icon size={18} stroke={1.6} aria-hidden />
          </UnstyledButton>
        }
      />
    );
  },
);
