package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"myaccount/internal/portal"
)

// This file keeps the staff console's claims on review items (issue 30)
// and the re-queueing of an e-mail the outbox gave up on.

const claimColumns = `queue, item_id, staff_email, staff_name, claimed_at, expires_at`

func scanClaim(row interface{ Scan(...any) error }) (portal.ReviewClaim, error) {
	var c portal.ReviewClaim
	var claimed, expires int64
	err := row.Scan(&c.Queue, &c.ItemID, &c.Email, &c.Name, &claimed, &expires)
	c.ClaimedAt, c.ExpiresAt = msTime(claimed), msTime(expires)
	return c, err
}

// ClaimReview gives c's holder the item (c.Queue, c.ItemID) until
// c.ExpiresAt when nobody holds it, the claim in force lapsed, or they hold
// it already (their claim is renewed). takeOverFrom, when not empty, is the
// holder the staff confirmed taking the item over from: their live claim is
// taken too (recorded with a, in the same transaction). One conditional
// upsert decides, so of two agents claiming at once on either engine one
// gets the item and the other is answered the winner's claim with
// portal.ErrClaimed.
func (s *Store) ClaimReview(ctx context.Context, c portal.ReviewClaim, takeOverFrom string, a portal.StaffAction) (portal.ReviewClaim, error) {
	var held portal.ReviewClaim
	err := s.inTx(ctx, func(t tx) error {
		now := c.ClaimedAt.UnixMilli()
		before, err := scanClaim(t.queryRow(ctx, `SELECT `+claimColumns+` FROM review_claims WHERE queue = ? AND item_id = ?`,
			c.Queue, c.ItemID))
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		var email string
		err = t.queryRow(ctx, `INSERT INTO review_claims (`+claimColumns+`) VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (queue, item_id) DO UPDATE SET staff_email = excluded.staff_email, staff_name = excluded.staff_name,
				claimed_at = CASE WHEN review_claims.staff_email = excluded.staff_email AND review_claims.expires_at > ?
					THEN review_claims.claimed_at ELSE excluded.claimed_at END,
				expires_at = excluded.expires_at
			WHERE review_claims.expires_at <= ? OR review_claims.staff_email = excluded.staff_email OR review_claims.staff_email = ?
			RETURNING staff_email`,
			c.Queue, c.ItemID, c.Email, c.Name, now, c.ExpiresAt.UnixMilli(), now, now, takeOverFrom).Scan(&email)
		if errors.Is(err, sql.ErrNoRows) {
			held, err = scanClaim(t.queryRow(ctx, `SELECT `+claimColumns+` FROM review_claims WHERE queue = ? AND item_id = ?`,
				c.Queue, c.ItemID))
			if err != nil {
				return err
			}
			return portal.ErrClaimed
		}
		if err != nil {
			return err
		}
		if before.Email != "" && before.Email != c.Email && before.ExpiresAt.UnixMilli() > now {
			a.Detail = "taken over from " + before.Email
			if _, err := addStaffAction(ctx, t, a); err != nil {
				return err
			}
		}
		held, err = scanClaim(t.queryRow(ctx, `SELECT `+claimColumns+` FROM review_claims WHERE queue = ? AND item_id = ?`,
			c.Queue, c.ItemID))
		return err
	})
	return held, err
}

// ReleaseReview ends a claim: email's own (or, with email empty, anyone's,
// as when the item is decided). Releasing what is not held is no error.
func (s *Store) ReleaseReview(ctx context.Context, queue string, item int64, email string) error {
	_, err := s.exec(ctx, `DELETE FROM review_claims WHERE queue = ? AND item_id = ? AND (? = '' OR staff_email = ?)`,
		queue, item, email, email)
	return err
}

// ReviewClaims lists a queue's claims in force at now.
func (s *Store) ReviewClaims(ctx context.Context, queue string, now time.Time) ([]portal.ReviewClaim, error) {
	return queryAll(ctx, s, func(rows *sql.Rows) (portal.ReviewClaim, error) { return scanClaim(rows) },
		`SELECT `+claimColumns+` FROM review_claims WHERE queue = ? AND expires_at > ? ORDER BY item_id`, queue, now.UnixMilli())
}

// ErrMailNotFailed is a re-queue of a message the outbox has not given up.
var ErrMailNotFailed = errors.New("store: the message was not given up")

// RequeueMail puts a message the outbox gave up on (FailMail) back in the
// queue: due at once, with its attempts counted afresh, under the same
// Message-ID; its last error stays until a send replaces it. a records who
// asked, in the same transaction. portal.ErrNoRows when there is no such
// message, ErrMailNotFailed when it was sent or is still being tried.
func (s *Store) RequeueMail(ctx context.Context, id int64, at time.Time, a portal.StaffAction) error {
	return s.inTx(ctx, func(t tx) error {
		res, err := t.exec(ctx, `UPDATE mail_outbox SET failed_at = NULL, next_attempt_at = ?, attempts = 0, lease_until = 0
			WHERE id = ? AND failed_at IS NOT NULL AND sent_at IS NULL`, at.UnixMilli(), id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			var one int
			if err := t.queryRow(ctx, `SELECT 1 FROM mail_outbox WHERE id = ?`, id).Scan(&one); err != nil {
				return noRows(err)
			}
			return ErrMailNotFailed
		}
		_, err = addStaffAction(ctx, t, a)
		return err
	})
}
