import { Box, Button, Typography } from "@mui/material";
import React, { useCallback, useEffect, useState } from "react";
import { Title, useGetIdentity, usePermissions } from "react-admin";
import { isRole } from "../roles";
import { roleName, roleRights } from "../words/role-labels";
import { secondFactorState, type SecondFactorState } from "./api";
import { SecondFactorSetup } from "./SecondFactorSetup";
import { TurnOffDialog } from "./TurnOffDialog";


/** /admin/account: who is signed in, and the TOTP second factor (turn on, with its recovery codes; turn off). */
export function AccountPage() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const [state, setState] = useState<SecondFactorState | null>(null);
  const [error, setError] = useState("");
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [notice, setNotice] = useState("");

  const load = useCallback(() => {
    secondFactorState().then(setState, (failure: unknown) => setError(failure instanceof Error ? failure.message : "The account could not be loaded."));
  }, []);
  useEffect(load, [load]);

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title title="Your account" />
      <Typography sx={{ mb: 2 }}>
        Signed in as <strong>{identity?.fullName}</strong>
        {isRole(permissions) ? ` (${roleName(permissions)})` : ""}.
      </Typography>
      {isRole(permissions) && <Typography sx={{ mb: 2 }}>Your role lets you work on {roleRights(permissions)}.</Typography>}
      <Box component="section" aria-labelledby="second-factor-title" sx={{ border: "1px solid #d5d8e0", borderRadius: 1, p: 2 }}>
        <Typography component="h2" variant="h6" id="second-factor-title" sx={{ fontWeight: 700, mb: 1 }}>
          Second factor
        </Typography>
        <Box role="status" sx={{ mb: 1 }}>
          {notice}
        </Box>
        {error && <Box role="alert" sx={{ color: "#b3261e", fontWeight: 600 }}>{error}</Box>}
        {state && !state.enabled && !settingUp && (
          <>
            <Typography sx={{ mb: 2 }}>
              Off. With it on, signing in asks for a 6-digit code from an authenticator app on your phone as well as your password, so a
              stolen password alone does not let anyone in.
            </Typography>
            <Button variant="contained" onClick={() => { setNotice(""); setSettingUp(true); }}>
              Set up the second factor
            </Button>
          </>
        )}
        {settingUp && (
          <SecondFactorSetup
            idPrefix="account-setup"
            onDone={() => {
              setSettingUp(false);
              setNotice("The second factor is on.");
              load();
            }}
          />
        )}
        {state?.enabled && !settingUp && (
          <>
            <Typography sx={{ mb: 2 }}>
              On: signing in asks for a code from your authenticator app. Recovery codes left: {state.recoveryCodesLeft}.
              {state.required ? " Every staff account must keep it on." : ""}
            </Typography>
            {!state.required && (
              <Button variant="outlined" color="error" onClick={() => setTurningOff(true)}>
                Turn off the second factor
              </Button>
            )}
          </>
        )}
      </Box>
      <TurnOffDialog
        open={turningOff}
        onClose={() => setTurningOff(false)}
        onDone={() => {
          setTurningOff(false);
          setNotice("The second factor is off.");
          load();
        }}
      />
    </Box>
  );
}
