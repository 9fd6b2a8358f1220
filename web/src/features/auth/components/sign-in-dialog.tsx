import { TRIAL_DAYS, TRIAL_USAGE_LIMIT } from '@realty/proto-schemas';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { Dialog, Flex, IconButton, Tabs, Text } from '@/components/ui';
import { markSignedIn, takeOpener } from '@/lib/resume/sign-in-resume';
import { signInDialogAtom } from '@/stores/store';
import { authFlow } from '../api/auth-flows';
import { AuthForm } from './auth-form';

/** Focus goes back to what opened the dialog; when that is gone (the visitor view was replaced), to the page. */
function returnFocus() {
  const opener = takeOpener();
  const target =
    opener ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!opener && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

function DialogTrialNote() {
  return (
    <Text size="1" color="gray" align="center">
      {TRIAL_DAYS}-day free trial with {TRIAL_USAGE_LIMIT} analyses. No credit card required.
    </Text>
  );
}

/** The sign-in dialog opened from a tool's demo: tabs Sign In and Sign Up (spec section 2). */
export default function SignInDialog() {
  const [state, setState] = useAtom(signInDialogAtom);
  const [tab, setTab] = useState('signin');
  const close = () => setState({ open: false, tool: state.tool });
  const signedIn = () => {
    markSignedIn();
    close();
  };

  return (
    <Dialog.Root open={state.open} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Content
        maxWidth="460px"
        onCloseAutoFocus={(event) => {
          // Radix would focus its (absent) trigger; the opener is known here instead.
          event.preventDefault();
          returnFocus();
        }}
      >
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>Sign in to use {state.tool}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="Close">
              ×
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="4">
          Sign in, or create a free account in seconds.
        </Dialog.Description>
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List>
            <Tabs.Trigger value="signin">Sign In</Tabs.Trigger>
            <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
          </Tabs.List>
          <div style={{ paddingTop: 16 }}>
            <Tabs.Content value="signin">
              <AuthForm flow={authFlow('sign-in', 'dialog')} onSignedIn={signedIn} />
            </Tabs.Content>
            <Tabs.Content value="signup">
              <AuthForm flow={authFlow('sign-up', 'dialog')} onSignedIn={signedIn}>
                <DialogTrialNote />
              </AuthForm>
            </Tabs.Content>
          </div>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
