package main

import (
	"os/user"
	"strings"
)

// defaultActor is who an admin command records as acting when --by is not
// given: $USER, else $LOGNAME, else the system's name for the process's
// user, else "admin". Containers and cron often leave $USER empty, and an
// empty actor would make every recorded action (and so every approval)
// fail.
func defaultActor(env func(string) string) string {
	for _, k := range []string{"USER", "LOGNAME"} {
		if v := strings.TrimSpace(env(k)); v != "" {
			return v
		}
	}
	if u, err := user.Current(); err == nil && strings.TrimSpace(u.Username) != "" {
		return strings.TrimSpace(u.Username)
	}
	return "admin"
}
