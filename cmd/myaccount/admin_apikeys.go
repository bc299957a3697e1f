package main

import (
	"context"
	"fmt"
	"text/tabwriter"

	"myaccount/internal/config"
	"myaccount/internal/provisioning"
)

// adminAPIKey runs `admin api-key create|list|revoke`. The new key is
// printed alone on the last line, so a script can take it with tail -1.
func adminAPIKey(ctx context.Context, w *tabwriter.Writer, svc *provisioning.Service, by string, args []string, cfg config.Config) error {
	if len(args) == 0 {
		return fmt.Errorf("api-key: give create NAME, list or revoke NAME")
	}
	name := func() (string, error) {
		if len(args) < 2 {
			return "", fmt.Errorf("api-key %s: give the key's name", args[0])
		}
		return args[1], nil
	}
	switch args[0] {
	case "create":
		n, err := name()
		if err != nil {
			return err
		}
		key, err := svc.CreateAPIKey(ctx, by, n)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "Key %q made. It is shown this once: keep it in your systems' secret store.\n", n)
		fmt.Fprintf(w, "Use it as: Authorization: Bearer KEY\n")
		fmt.Fprintln(w, key)
		return nil
	case "list":
		keys, err := svc.APIKeys(ctx)
		if err != nil {
			return err
		}
		fmt.Fprintln(w, "NAME\tCREATED\tBY\tLAST USED\tREVOKED")
		for _, k := range keys {
			used, revoked := "never", "-"
			if !k.LastUsedAt.IsZero() {
				used = when(k.LastUsedAt, cfg)
			}
			if k.Revoked() {
				revoked = when(k.RevokedAt, cfg)
			}
			fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\n", k.Name, when(k.CreatedAt, cfg), k.CreatedBy, used, revoked)
		}
		if len(keys) == 0 {
			fmt.Fprintln(w, "(none)")
		}
		return nil
	case "revoke":
		n, err := name()
		if err != nil {
			return err
		}
		if err := svc.RevokeAPIKey(ctx, by, n); err != nil {
			return err
		}
		fmt.Fprintf(w, "Key %q revoked.\n", n)
		return nil
	}
	return fmt.Errorf("api-key: unknown action %q (create, list or revoke)", args[0])
}
