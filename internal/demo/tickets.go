package demo

import (
	"context"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/tickets"
)

// The demo's support tickets (issue 32, item 3): avery's #1001 has one
// answered request whose staff reply avery has not read yet (the menu's
// badge shows 1), drew's #4001 one closed request. Seeded on every start,
// like the sites, so a data folder seeded before them gets them too; an
// account that has tickets already is left as it is.
func seedTickets(ctx context.Context, s *seeder) error {
	day := 24 * time.Hour
	for _, d := range []struct {
		login   string
		account int64
		make    func(opener int64) portal.Ticket
	}{
		{MarkerLogin, 1001, func(opener int64) portal.Ticket {
			opened, replied := s.now.Add(-3*day), s.now.Add(-2*day-5*time.Hour)
			body := "The Wi-Fi drops for a minute or two most evenings, around 8 pm.\nThe router's lights stay on."
			return portal.Ticket{AccountID: 1001, OpenerID: opener, Category: portal.TicketInternet, Subject: tickets.Subject(body),
				Status: portal.TicketAnswered, Diagnostics: []string{"Router: online", "Disconnections today: 2"},
				CreatedAt: opened, UpdatedAt: replied, Messages: []portal.TicketMessage{
					{IdentityID: opener, Author: "Avery Fields", Body: body, At: opened},
					{FromStaff: true, StaffEmail: "agent@demo.test", Author: "Alex Agent", At: replied,
						Body: "Thanks, Avery. We see two short disconnections of your router on Tuesday evening.\n" +
							"Could you restart it from the troubleshooting page and tell us whether the drops continue?"},
				}}
		}},
		{"drew@demo.test", DrewHome, func(opener int64) portal.Ticket {
			opened, replied := s.now.Add(-20*day), s.now.Add(-19*day)
			body := "My internet was very slow last night, from about 7 to 10 pm. Is it fixed?"
			return portal.Ticket{AccountID: DrewHome, OpenerID: opener, Category: portal.TicketInternet, Subject: tickets.Subject(body),
				Status: portal.TicketClosed, Diagnostics: []string{}, CreatedAt: opened, UpdatedAt: replied,
				Messages: []portal.TicketMessage{
					{IdentityID: opener, Author: "Drew Okafor", Body: body, At: opened},
					{FromStaff: true, StaffEmail: "agent@demo.test", Author: "Alex Agent", At: replied,
						Body: "Yes: a busy link at your tower was upgraded this morning. We closed this request; write again any time."},
				}}
		}},
	} {
		l, _, err := s.st.IdentityByLogin(ctx, d.login)
		if err != nil {
			return err
		}
		have, err := s.st.AccountTickets(ctx, d.account, 0)
		if err != nil || len(have) > 0 {
			return err
		}
		if _, err := s.st.ImportTicket(ctx, d.make(l.ID)); err != nil {
			return err
		}
	}
	return nil
}
