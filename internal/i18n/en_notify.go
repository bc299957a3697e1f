package i18n

import "myaccount/internal/portal"

// enNotify is what the notifications say (internal/mail): usage alerts,
// billing and account e-mails (issue 31).
var enNotify = map[portal.MsgKey]string{
	portal.MsgMailAccountLine:  "Account: {account}",
	portal.MsgMailDaysLeftOne:  "Today is the last day of the billing month.",
	portal.MsgMailDaysLeftMany: "{n} days are left in the billing month, today included.",
	portal.MsgMailOpenPortal:   "Open MyAccount",

	portal.MsgMailUsage80Subject:  "You have used 80% of this month's internet data",
	portal.MsgMailUsage80Title:    "80% of your data is used",
	portal.MsgMailUsage100Subject: "You have used all of this month's internet data",
	portal.MsgMailUsage100Title:   "You have reached your monthly data cap",
	portal.MsgMailUsageFigures:    "Account {account} has used {used} GB of its {cap} GB this month ({percent}%).",
	portal.MsgMailUsage80After:    "Once the cap is reached, extra data is billed per GB until your usage resets on {date}.",
	portal.MsgMailUsage100After:   "Extra data is now billed per GB until your usage resets on {date}.",
	portal.MsgMailUsagePack:       "Add a traffic pack: more data this month, at once.",
	portal.MsgMailUsageUnlimited:  "Turn on Unlimited mode: free, at a slower speed, until the 1st of next month.",
	portal.MsgMailUsageAction:     "See my package",

	portal.MsgMailPaidSubject:     "Receipt for your payment of {amount}",
	portal.MsgMailPaidTitle:       "Thank you for your payment",
	portal.MsgMailPaidIntro:       "We received your payment of {amount} for account {account}, by {method}, on {date}.",
	portal.MsgMailPaidBalance:     "Your balance is now {balance}.",
	portal.MsgMailPaidCredit:      "You now have a credit of {balance}.",
	portal.MsgMailPaidSettled:     "Your balance is now paid in full.",
	portal.MsgMailDeclinedSubject: "Your payment of {amount} was declined",
	portal.MsgMailDeclinedTitle:   "Your payment was declined",
	portal.MsgMailDeclinedIntro:   "Your payment of {amount} for account {account}, by {method}, was declined. Nothing was charged.",
	portal.MsgMailDeclinedNext:    "Please check your card's details with your bank, or pay with another card.",
	portal.MsgMailBillingAction:   "See my balance",

	portal.MsgMailAutoFailedSubject: "Your automatic payment of {amount} failed",
	portal.MsgMailAutoFailedTitle:   "Your automatic payment failed",
	portal.MsgMailAutoFailedIntro:   "The automatic payment of {amount} for account {account}, by {method}, did not go through. Nothing was charged, and the amount is still due.",
	portal.MsgMailAutoFailedTodo:    "What to do: pay the amount due in MyAccount with a card, and check the payment method on file so that the next automatic payment goes through.",
	portal.MsgMailAutoFailedMethod:  "If your card expired or changed, add the new one on the Automatic payment page.",
	portal.MsgMailAutoFailedAction:  "Pay now",

	portal.MsgMailInvoiceSubject: "Your invoice for {month} is ready",
	portal.MsgMailInvoiceTitle:   "Your invoice is ready",
	portal.MsgMailInvoiceIntro:   "Your invoice for {month} for account {account} is ready: {total}, due on {due}.",
	portal.MsgMailInvoiceAuto:    "It will be paid automatically with the payment method on file.",
	portal.MsgMailInvoiceAction:  "See my invoice",

	portal.MsgMailDocVoidCheque:     "void cheque",
	portal.MsgMailDocIdentity:       "identity document",
	portal.MsgMailDocContract:       "contract",
	portal.MsgMailDocAgreement:      "agreement",
	portal.MsgMailDocApprovedSubj:   "Your {document} was approved",
	portal.MsgMailDocApprovedIntro:  "We reviewed the {document} you sent for account {account}: it is approved. You have nothing else to do.",
	portal.MsgMailDocRejectedSubj:   "Your {document} could not be approved",
	portal.MsgMailDocRejectedIntro:  "We reviewed the {document} you sent for account {account}, and we could not approve it.",
	portal.MsgMailDocRejectedReason: "The reason: {reason}",
	portal.MsgMailDocRejectedAgain:  "Please send it again in MyAccount.",
	portal.MsgMailDocAction:         "Open MyAccount",

	portal.MsgMailChangeSubject: "Your change request was handled",
	portal.MsgMailChangeTitle:   "Your change request was handled",
	portal.MsgMailChangeIntro:   "The change you asked for on account {account}, on {date}, was handled by our team.",
	portal.MsgMailChangeNote:    "Our note: {note}",
	portal.MsgMailChangeAction:  "See my account",
}
